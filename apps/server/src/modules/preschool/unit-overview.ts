import { kronorFromOre } from '@kansli/domain/money/ore';
import { currentPeriod } from '@kansli/domain/preschool/care-period';
import { type ChildInput, invoicePreviewsForMonth } from '@kansli/domain/preschool/fee-engine';
import {
  overviewSummary,
  periodsShownInMonth,
  type TOverviewChild,
  type TOverviewResponse,
} from '@kansli/domain/preschool/unit-overview';
import type { RequestContext } from '../../context/request-context.ts';
import type { KeptSource } from '../../http/kept-answers.ts';
import {
  type ChildWithCare,
  guardiansWithInvoice,
  loadChildrenWithCare,
  preschoolRevision,
} from './repository.ts';
import { carePeriodOut, linkedChild, linkedGuardian } from './shapes.ts';
import { unitFor } from './unit-access.ts';

/**
 * GET /api/preschool/{cost_center}/overview: every active child with its invoice preview for the month.
 * The same for everyone who may open the unit until a write gives the data a new revision (the
 * triggers of migration 0006), and for the day: staff open the same months of a unit all day.
 */
export async function unitOverview(
  ctx: RequestContext,
  costCenter: string,
  period: string,
): Promise<KeptSource<TOverviewResponse>> {
  const unit = await unitFor(ctx, costCenter, 'ACCESS');
  return {
    key: `${unit.locationId}|${period}|${ctx.clock.today()}`,
    revision: await preschoolRevision(ctx.db),
    compute: () => computeOverview(ctx, unit.locationId, period),
  };
}

async function computeOverview(
  ctx: RequestContext,
  locationId: number,
  period: string,
): Promise<TOverviewResponse> {
  const [loaded, invoiced] = await Promise.all([
    loadChildrenWithCare(ctx.db, { locationId: locationId, activeOnly: true }),
    guardiansWithInvoice(ctx.db, locationId, period),
  ]);
  const previews = invoicePreviewsForMonth(loaded.map(feeInput), period);
  const today = ctx.clock.today();
  const childById = new Map(loaded.map((row) => [row.child.id, row.child]));
  const childrenOfGuardian = Map.groupBy(
    loaded.flatMap((row) => row.links.map((l) => l.link)),
    (link) => link.guardianId,
  );
  const departments = new Map(
    loaded.map((row) => [row.child.id, currentPeriod(row.periods, today)?.department ?? '']),
  );

  const children: TOverviewChild[] = loaded.map(({ child, periods, links }) => {
    const preview = previews.get(child.id);
    const { inMonth, shown } = periodsShownInMonth(periods, period, today);
    const siblingIds = new Set(
      links.flatMap((l) => (childrenOfGuardian.get(l.link.guardianId) ?? []).map((s) => s.childId)),
    );
    siblingIds.delete(child.id);
    return {
      id: child.id,
      given_name: child.givenName,
      family_name: child.familyName,
      civic_number: child.civicNumber,
      note: child.note,
      active: child.active ? 1 : 0,
      department: shown?.department ?? '',
      guardians: links.map(({ link, guardian }) => linkedGuardian(link, guardian)),
      siblings: [...siblingIds].flatMap((id) => {
        const sibling = childById.get(id);
        return sibling ? [linkedChild(null, sibling, departments.get(id) ?? '')] : [];
      }),
      care_times: periods.map(carePeriodOut),
      invoice_lines: preview?.invoice_lines ?? [],
      invoice_status: preview?.invoice_status ?? 0,
      invoice_cost: preview?.invoice_cost ?? 0,
      has_invoice: links.some((l) => invoiced.has(l.link.guardianId)),
      active_care: inMonth !== undefined,
      start: shown?.start ?? null,
      end: shown?.end ?? null,
      commune: shown?.commune ?? '',
      care_time: shown?.careTime ?? null,
      cost: shown?.costOre == null ? null : kronorFromOre(shown.costOre),
    };
  });
  return { period, children, summary: overviewSummary(children) };
}

export function feeInput({ child, periods, links }: ChildWithCare): ChildInput {
  return {
    id: child.id,
    name: `${child.givenName} ${child.familyName}`,
    active: child.active,
    carePeriods: periods.map((p) => ({
      id: p.id,
      start: p.start,
      end: p.end,
      careTime: p.careTime,
      costOre: p.costOre,
      deleted: p.deleted,
    })),
    guardians: links.map(({ link }) => ({ id: link.guardianId, percent: link.percent })),
  };
}
