import { civicNumberSearchWord } from '@kansli/domain/persons/civic-number';
import { currentPeriod } from '@kansli/domain/preschool/care-period';
import {
  SEARCH_PAGE_SIZE,
  searchTerms,
  type TPreschoolPerson,
  type TPreschoolSearchQuery,
  type TPreschoolSearchResponse,
} from '@kansli/domain/preschool/search-persons';
import type { RequestContext } from '../../context/request-context.ts';
import {
  loadCarePeriods,
  loadChildren,
  loadChildrenWithCare,
  loadGuardians,
  loadLinksOfGuardians,
  searchUnit,
} from './repository.ts';
import { carePeriodOut, linkedChild, linkedGuardian } from './shapes.ts';
import { unitFor } from './unit-access.ts';

/** GET /api/preschool/{costCenter}: a page of the unit's children, or of its guardians. */
export async function searchPersons(
  ctx: RequestContext,
  costCenter: string,
  query: TPreschoolSearchQuery,
): Promise<TPreschoolSearchResponse> {
  const unit = await unitFor(ctx, costCenter, 'ACCESS');
  const guardianSearch = query.legalguardians === '1';
  // A civic number typed in any form is looked for as children's are stored, without the century.
  const terms = searchTerms(query.search).map((term) =>
    civicNumberSearchWord(term, ctx.clock.today(), 'YYMMDD-NNNN'),
  );
  const page = await searchUnit(
    ctx.db,
    guardianSearch ? 'guardians' : 'children',
    unit.locationId,
    terms,
    query.pageIndex * SEARCH_PAGE_SIZE,
    SEARCH_PAGE_SIZE,
  );
  const persons = guardianSearch ? await guardianResults(ctx, page.ids) : await childResults(ctx, page.ids);
  return {
    persons,
    meta: { pageIndex: query.pageIndex, pageSize: SEARCH_PAGE_SIZE, pageLength: page.total },
  };
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
        note: child.note,
        phone: '',
        street_address: '',
        postal_code: '',
        city: '',
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
  const periodsOf = Map.groupBy(periods, (p) => p.childId);
  const linksOf = Map.groupBy(links, (l) => l.guardianId);
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
        note: guardian.note,
        phone: guardian.phone,
        street_address: guardian.streetAddress,
        postal_code: guardian.postalCode,
        city: guardian.city,
      },
    ];
  });
}
