import type { FlagKey } from '@kansli/domain/access/catalogue';
import type { ChildInput } from '@kansli/domain/preschool/fee-engine';
import { invoicePreviewsForMonth } from '@kansli/domain/preschool/fee-engine';
import type {
  TOverviewChild,
  TPreschoolLocation,
  TPreschoolPerson,
} from '@kansli/domain/preschool/preschool-api';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import {
  findUnit,
  guardiansWithInvoice,
  invoicesOfGuardian,
  isGuardianOfUnit,
  listUnits,
  loadCarePeriods,
  loadChildren,
  loadChildrenWithCare,
  loadGuardians,
  loadLinksOfGuardians,
  roleLocationsOf,
  searchUnit,
  type Unit,
} from './repository.ts';
import {
  type CarePeriodRow,
  type ChildRow,
  carePeriodOut,
  currentPeriod,
  groupBy,
  kronorOf,
  linkedChild,
  linkedGuardian,
} from './shapes.ts';

export const PAGE_SIZE = 10;

/** The unit of a cost center, once the acting person is found to hold the flag there. */
export async function unitFor(
  ctx: RequestContext,
  costCenter: string,
  flag: FlagKey<'preschool'>,
): Promise<Unit> {
  const unit = await findUnit(ctx.db, costCenter);
  if (!unit) throw notFound(`No preschool unit with cost center ${costCenter}`);
  await requireFlagAt(ctx, 'preschool', flag, unit.locationId);
  return unit;
}

export async function preschoolLocations(ctx: RequestContext): Promise<TPreschoolLocation[]> {
  const [units, own] = await Promise.all([listUnits(ctx.db), roleLocationsOf(ctx.db, ctx.actor.personId)]);
  const allowed: Unit[] = [];
  for (const unit of units)
    if (await ctx.actor.holdsAt('preschool', 'ACCESS', unit.locationId)) allowed.push(unit);
  const selected = allowed.find((u) => own.has(u.locationId)) ?? allowed[0];
  return allowed.map((unit) => ({
    id: unit.locationId,
    name: unit.name,
    cost_center: unit.costCenter,
    communes: unit.communes,
    departments: unit.departments,
    selected: unit === selected,
  }));
}

export async function searchPersons(
  ctx: RequestContext,
  costCenter: string,
  query: { search: string; legalguardians: '0' | '1'; pageIndex: number },
) {
  const unit = await unitFor(ctx, costCenter, 'ACCESS');
  const terms = query.search.split(/\s+/).filter(Boolean);
  const offset = query.pageIndex * PAGE_SIZE;
  const guardianSearch = query.legalguardians === '1';
  const kind = guardianSearch ? 'guardians' : 'children';
  const page = await searchUnit(ctx.db, kind, unit.locationId, terms, offset, PAGE_SIZE);
  const persons = guardianSearch ? await guardianResults(ctx, page.ids) : await childResults(ctx, page.ids);
  return { persons, meta: { pageIndex: query.pageIndex, pageSize: PAGE_SIZE, pageLength: page.total } };
}

async function childResults(ctx: RequestContext, ids: number[]): Promise<TPreschoolPerson[]> {
  const loaded = await loadChildrenWithCare(ctx.db, { ids });
  const today = ctx.clock.today();
  const byId = new Map(loaded.map((row) => [row.child.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { child, periods } = row;
    const current = currentPeriod(periods, today);
    return [
      {
        id: child.id,
        type: 'child' as const,
        given_name: child.givenName,
        family_name: child.familyName,
        email: '',
        department: current?.department ?? '',
        sub: child.civicNumber,
        active: child.active,
        percent: null,
        guardians: row.links.map(({ link, guardian }) => linkedGuardian(link, guardian)),
        children: [],
        start: current?.start ?? null,
        end: current?.end ?? null,
        care_times: periods.map(carePeriodOut),
      },
    ];
  });
}

async function guardianResults(ctx: RequestContext, ids: number[]): Promise<TPreschoolPerson[]> {
  const [guardians, links] = await Promise.all([
    loadGuardians(ctx.db, ids),
    loadLinksOfGuardians(ctx.db, ids),
  ]);
  const childIds = [...new Set(links.map((l) => l.childId))];
  const [children, periods] = await Promise.all([
    loadChildren(ctx.db, childIds),
    loadCarePeriods(ctx.db, childIds),
  ]);
  const childById = new Map(children.map((c) => [c.id, c]));
  const periodsOf = groupBy(periods, (p) => p.childId);
  const linksOf = groupBy(links, (l) => l.guardianId);
  const today = ctx.clock.today();
  const byId = new Map(guardians.map((g) => [g.id, g]));
  return ids.flatMap((id) => {
    const guardian = byId.get(id);
    if (!guardian) return [];
    return [
      {
        id: guardian.id,
        type: 'legalguardian' as const,
        given_name: guardian.givenName,
        family_name: guardian.familyName,
        email: guardian.email,
        department: '',
        sub: guardian.email,
        active: true,
        percent: null,
        guardians: [],
        children: (linksOf.get(id) ?? []).flatMap((link) => {
          const child = childById.get(link.childId);
          if (!child) return [];
          const department = currentPeriod(periodsOf.get(child.id) ?? [], today)?.department ?? '';
          return [linkedChild(link, child, department)];
        }),
        start: null,
        end: null,
        care_times: [],
      },
    ];
  });
}

const monthOverlaps = (period: CarePeriodRow, month: string) =>
  !period.deleted &&
  period.start.slice(0, 7) <= month &&
  (period.end === null || period.end.slice(0, 7) >= month);

/** GET …/{cost_center}/overview: every active child with its invoice preview for the month. */
export async function unitOverview(ctx: RequestContext, costCenter: string, period: string) {
  const unit = await unitFor(ctx, costCenter, 'ACCESS');
  const [loaded, invoiced] = await Promise.all([
    loadChildrenWithCare(ctx.db, { locationId: unit.locationId, activeOnly: true }),
    guardiansWithInvoice(ctx.db, unit.locationId, period),
  ]);
  const children = loaded.map((row) => row.child);
  const links = loaded.flatMap((row) => row.links.map((l) => l.link));
  const guardians = new Map(
    loaded.flatMap((row) => row.links.map((l) => [l.guardian.id, l.guardian] as const)),
  );
  const periods = loaded.flatMap((row) => row.periods);
  const periodsOf = groupBy(periods, (p) => p.childId);
  const linksOf = groupBy(links, (l) => l.childId);
  const childrenOfGuardian = groupBy(links, (l) => l.guardianId);
  const childById = new Map(children.map((c) => [c.id, c]));
  const previews = invoicePreviewsForMonth(
    children.map((c) => feeInput(c, periodsOf.get(c.id), linksOf.get(c.id))),
    period,
  );
  const today = ctx.clock.today();
  const departments = new Map(
    children.map((c) => [c.id, currentPeriod(periodsOf.get(c.id) ?? [], today)?.department ?? '']),
  );
  const departmentOf = (childId: number) => departments.get(childId) ?? '';

  const rows: TOverviewChild[] = children.map((child) => {
    const own = periodsOf.get(child.id) ?? [];
    const ownLinks = linksOf.get(child.id) ?? [];
    const preview = previews.get(child.id);
    const active = own.filter((p) => monthOverlaps(p, period)).at(-1) ?? null;
    const shown = active ?? currentPeriod(own, today) ?? null;
    const siblingIds = new Set(
      ownLinks.flatMap((l) => (childrenOfGuardian.get(l.guardianId) ?? []).map((s) => s.childId)),
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
      guardians: ownLinks.flatMap((link) => {
        const guardian = guardians.get(link.guardianId);
        return guardian ? [linkedGuardian(link, guardian)] : [];
      }),
      siblings: [...siblingIds].flatMap((id) => {
        const sibling = childById.get(id);
        return sibling ? [linkedChild(null, sibling, departmentOf(id))] : [];
      }),
      care_times: own.map(carePeriodOut),
      invoice_lines: preview?.invoice_lines ?? [],
      invoice_status: preview?.invoice_status ?? 0,
      invoice_cost: preview?.invoice_cost ?? 0,
      has_invoice: ownLinks.some((l) => invoiced.has(l.guardianId)),
      active_care: active !== null,
      start: shown?.start ?? null,
      end: shown?.end ?? null,
      commune: shown?.commune ?? '',
      care_time: shown?.careTime ?? null,
      cost: kronorOf(shown?.costOre ?? null),
    };
  });
  const billedGuardians = new Set(rows.flatMap((r) => r.guardians.map((g) => g.id)));
  return {
    period,
    children: rows,
    summary: {
      children: rows.length,
      guardians: billedGuardians.size,
      revenue: rows.reduce((sum, r) => sum + r.invoice_cost, 0),
    },
  };
}

function feeInput(
  child: ChildRow,
  periods: CarePeriodRow[] = [],
  links: { guardianId: number; percent: number }[] = [],
): ChildInput {
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
    guardians: links.map((l) => ({ id: l.guardianId, percent: l.percent })),
  };
}

/** GET …/{cost_center}/invoices/{person_id}: a guardian's invoices at the unit. */
export async function guardianInvoices(ctx: RequestContext, costCenter: string, guardianId: number) {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  if (!(await isGuardianOfUnit(ctx.db, guardianId, unit.locationId))) {
    throw notFound('No guardian with that id at this unit');
  }
  const invoices = await invoicesOfGuardian(ctx.db, guardianId, unit.locationId);
  return {
    invoices: invoices.map(({ invoice, lines }) => ({
      id: invoice.id,
      period: invoice.period,
      name: invoice.name,
      text: invoice.text,
      cost_sum: invoice.costSumOre / 100,
      currency: invoice.currency,
      visma_id: invoice.vismaInvoiceId,
      visma_status: (invoice.vismaStatus ?? '') as 'open' | 'voided' | 'paid' | '',
      invoice_lines: lines.map((line) => ({
        line_number: line.lineNumber,
        description: line.description,
        cost: line.costOre / 100,
        note: line.note,
      })),
    })),
  };
}
