import {
  SHARE_SUM_MESSAGE,
  shareCountMessage,
  type TCarePeriodInput,
  type TPreschoolPersonItem,
  type TPreschoolSaveResponse,
} from '@kansli/domain/preschool/person-forms';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  isGuardianOfUnit,
  loadCarePeriods,
  loadChildren,
  loadGuardians,
  loadLinksOfChildren,
  loadLinksOfGuardians,
  type Unit,
} from './repository.ts';
import {
  deleteLinks,
  insertCarePeriod,
  insertChild,
  insertGuardian,
  replaceGuardiansOfChild,
  updateCarePeriod,
  updateChild,
  updateGuardian,
  upsertLinks,
} from './save-repository.ts';
import { unitFor } from './service.ts';

type ChildItem = Extract<TPreschoolPersonItem, { type: 'child' }>;
type GuardianItem = Extract<TPreschoolPersonItem, { type: 'legalguardian' }>;
type Saved = { id: number; search: string };

/** POST …/person: creates a child or a guardian with its links, in one transaction. */
export async function createPreschoolPerson(
  ctx: RequestContext,
  costCenter: string,
  item: TPreschoolPersonItem,
): Promise<TPreschoolSaveResponse> {
  const unit = await unitFor(ctx, costCenter, 'ACCESS');
  if (item.mode !== 'create') throw badRequest('mode: POST creates; use PUT to edit');
  return ctx.transaction((tx) => saveItem(tx, unit, item));
}

/** PUT …/person: edits one item, or the overview's batch, all or nothing. */
export async function editPreschoolPersons(
  ctx: RequestContext,
  costCenter: string,
  body: TPreschoolPersonItem | TPreschoolPersonItem[],
): Promise<TPreschoolSaveResponse> {
  const unit = await unitFor(ctx, costCenter, 'ACCESS');
  const items = Array.isArray(body) ? body : [body];
  const wrong = items.findIndex((item) => item.mode !== 'edit');
  if (wrong >= 0)
    throw badRequest(`${Array.isArray(body) ? `${wrong}.` : ''}mode: PUT edits; use POST to create`);
  const saved = await ctx.transaction(async (tx) => {
    const results: Saved[] = [];
    for (const item of items) results.push(await saveItem(tx, unit, item));
    return results;
  });
  const last = saved.at(-1) as Saved;
  return Array.isArray(body) ? { ...last, items: saved } : last;
}

function saveItem(ctx: RequestContext, unit: Unit, item: TPreschoolPersonItem): Promise<Saved> {
  return item.type === 'child' ? saveChild(ctx, unit, item) : saveGuardian(ctx, unit, item);
}

async function saveChild(ctx: RequestContext, unit: Unit, item: ChildItem): Promise<Saved> {
  const { db } = ctx;
  const { data } = item;
  let childId: number;
  let before: unknown = null;
  if (item.mode === 'create') {
    childId = await insertChild(db, unit.locationId, data);
  } else {
    if (!item.child_id) throw badRequest('child_id: required to edit a child');
    const [existing] = await loadChildren(db, [item.child_id]);
    if (!existing || existing.locationId !== unit.locationId)
      throw notFound('No child with that id at this unit');
    before = existing;
    childId = existing.id;
    await updateChild(db, childId, data);
  }

  const periods: TCarePeriodInput[] =
    item.care_times ??
    (item.mode === 'create' && data.start
      ? [
          {
            id: null,
            start: data.start,
            end: data.end,
            commune: data.commune,
            department: data.department,
            care_time: data.care_time ?? 'Heltid',
            cost: data.cost,
            note: '',
            _delete: false,
          },
        ]
      : []);
  await saveCarePeriods(db, childId, periods);
  if (item.guardians)
    await replaceGuardiansOfChild(db, childId, await guardianShares(db, unit, item.guardians));

  await recordAudit(ctx, {
    action: item.mode,
    entity: 'preschool_child',
    entityId: childId,
    before,
    after: { data, care_times: item.care_times ?? null, guardians: item.guardians ?? null },
  });
  return { id: childId, search: `${data.given_name} ${data.family_name}` };
}

async function saveCarePeriods(db: Db, childId: number, periods: TCarePeriodInput[]) {
  const existing = new Set((await loadCarePeriods(db, [childId])).map((p) => p.id));
  for (const [index, period] of periods.entries()) {
    if (period.id) {
      if (!existing.has(period.id))
        throw badRequest(`care_times.${index}.id: no care period ${period.id} on this child`);
      await updateCarePeriod(db, period.id, period);
    } else if (!period._delete) {
      await insertCarePeriod(db, childId, period);
    }
  }
}

/** Custody shares for the listed guardians: as given, else all of it for one and half each for two. */
async function guardianShares(db: Db, unit: Unit, guardians: { id: number; percent: number | null }[]) {
  for (const [index, guardian] of guardians.entries()) {
    if (!(await isGuardianOfUnit(db, guardian.id, unit.locationId))) {
      throw badRequest(`guardians.${index}: no guardian ${guardian.id} at this unit`);
    }
  }
  if (new Set(guardians.map((g) => g.id)).size !== guardians.length) {
    throw badRequest('guardians: listed twice');
  }
  if (guardians.length > 2 && guardians.some((g) => g.percent !== null)) {
    throw badRequest(`guardians: ${shareCountMessage(guardians.length)}`);
  }
  const given = guardians.filter((g) => g.percent !== null).reduce((sum, g) => sum + (g.percent ?? 0), 0);
  const open = guardians.filter((g) => g.percent === null);
  const shares = guardians.map((g) => ({
    id: g.id,
    percent: g.percent ?? (open.length === 0 ? 0 : Math.floor((100 - given) / open.length)),
  }));
  // Integer halves of an odd rest go to the first guardian without a share of their own.
  const rest = 100 - shares.reduce((sum, g) => sum + g.percent, 0);
  const firstOpen = shares.find((s) => open.some((o) => o.id === s.id));
  if (firstOpen && rest > 0) firstOpen.percent += rest;
  if (guardians.length > 0 && shares.reduce((sum, g) => sum + g.percent, 0) !== 100) {
    throw badRequest(`guardians: ${SHARE_SUM_MESSAGE}`);
  }
  return shares;
}

async function saveGuardian(ctx: RequestContext, unit: Unit, item: GuardianItem): Promise<Saved> {
  const { db } = ctx;
  const { data } = item;
  let guardianId: number;
  let before: unknown = null;
  if (item.mode === 'create') {
    guardianId = await insertGuardian(db, unit.locationId, data);
  } else {
    if (!item.guardian_id) throw badRequest('guardian_id: required to edit a guardian');
    if (!(await isGuardianOfUnit(db, item.guardian_id, unit.locationId))) {
      throw notFound('No guardian with that id at this unit');
    }
    [before] = await loadGuardians(db, [item.guardian_id]);
    guardianId = item.guardian_id;
    await updateGuardian(db, guardianId, data);
  }
  if (item.children_ids) await linkChildren(db, unit, guardianId, item.children_ids);

  await recordAudit(ctx, {
    action: item.mode,
    entity: 'preschool_guardian',
    entityId: guardianId,
    before,
    after: { data, children_ids: item.children_ids ?? null },
  });
  return { id: guardianId, search: `${data.given_name} ${data.family_name}` };
}

/**
 * Makes these the guardian's children. A child gaining its second guardian splits the fee half each
 * (spec 5.4); a child left with one guardian gives that guardian all of it.
 */
async function linkChildren(db: Db, unit: Unit, guardianId: number, childIds: number[]) {
  const children = await loadChildren(db, childIds);
  for (const [index, id] of childIds.entries()) {
    const child = children.find((c) => c.id === id);
    if (!child || child.locationId !== unit.locationId)
      throw badRequest(`children_ids.${index}: no child ${id} at this unit`);
  }
  const current = await loadLinksOfGuardians(db, [guardianId]);
  const removed = current.filter((l) => !childIds.includes(l.childId)).map((l) => l.childId);
  await deleteLinks(db, guardianId, removed);

  const affected = [...new Set([...childIds, ...removed])];
  const links = await loadLinksOfChildren(db, affected);
  const updates = affected.flatMap((childId) => {
    const others = links.filter((l) => l.childId === childId && l.guardianId !== guardianId);
    const linked = childIds.includes(childId);
    if (!linked) return others.length === 1 ? others.map((l) => ({ ...l, percent: 100 })) : [];
    const own = links.find((l) => l.childId === childId && l.guardianId === guardianId);
    if (own) return [];
    if (others.length === 0) return [{ childId, guardianId, percent: 100, sortOrder: 0 }];
    if (others.length === 1) {
      return [
        { ...(others[0] as (typeof others)[number]), percent: 50 },
        { childId, guardianId, percent: 50, sortOrder: 1 },
      ];
    }
    return [{ childId, guardianId, percent: 0, sortOrder: others.length }];
  });
  await upsertLinks(
    db,
    updates.map(({ childId, guardianId: g, percent, sortOrder }) => ({
      childId,
      guardianId: g,
      percent,
      sortOrder,
    })),
  );
}
