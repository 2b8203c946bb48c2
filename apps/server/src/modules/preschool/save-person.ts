import { CHILD_NOT_AT_UNIT_MESSAGE, GUARDIAN_NOT_AT_UNIT_MESSAGE } from '@kansli/domain/http/messages';
import {
  CARE_PERIODS_OVERLAP_MESSAGE,
  type DatedPeriod,
  overlappingPeriods,
} from '@kansli/domain/preschool/care-period';
import {
  custodyAfterLinking,
  custodyShares,
  type TLinkedGuardian,
} from '@kansli/domain/preschool/guardian-shares';
import {
  carePeriodsToSave,
  searchTextOf,
  type TCarePeriodInput,
  type TChildItem,
  type TGuardianItem,
  type TPreschoolPersonItem,
} from '@kansli/domain/preschool/save-person';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { requireCivicNumberFree } from './civic-number-conflict.ts';
import {
  isGuardianOfUnit,
  loadCarePeriods,
  loadChildren,
  loadGuardians,
  loadLinksOfChildren,
  loadLinksOfGuardians,
  lockChildren,
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

// Saving one item of the child or guardian form, for create-person.ts and edit-persons.ts. Each runs
// inside the transaction of its request, started by `savingChildren` (civic-number-conflict.ts).

export type Saved = { id: number; search: string };

export function saveItem(tx: RequestContext, unit: Unit, item: TPreschoolPersonItem): Promise<Saved> {
  return item.type === 'child' ? saveChild(tx, unit, item) : saveGuardian(tx, unit, item);
}

async function saveChild(tx: RequestContext, unit: Unit, item: TChildItem): Promise<Saved> {
  const { db } = tx;
  const { data } = item;
  let childId: number;
  let before: unknown = null;
  if (item.mode === 'create') {
    await requireCivicNumberFree(db, data.civic_number, null);
    childId = await insertChild(db, unit.locationId, data);
  } else {
    if (!item.child_id) throw badRequest('child_id: required to edit a child');
    // Locked until the transaction ends, so that concurrent saves of the child cannot both find its
    // care periods free of overlaps and both add one.
    const [existing] = await lockChildren(db, [item.child_id]);
    if (!existing || existing.locationId !== unit.locationId) throw notFound(CHILD_NOT_AT_UNIT_MESSAGE);
    before = existing;
    childId = existing.id;
    if (data.civic_number !== existing.civicNumber)
      await requireCivicNumberFree(db, data.civic_number, childId);
    await updateChild(db, childId, data);
  }

  await saveCarePeriods(db, childId, carePeriodsToSave(item));
  if (item.guardians)
    await replaceGuardiansOfChild(db, childId, await sharesAtUnit(db, unit, item.guardians));

  await recordAudit(tx, {
    action: item.mode,
    entity: 'preschool_child',
    entityId: childId,
    before,
    after: { data, care_times: item.care_times ?? null, guardians: item.guardians ?? null },
  });
  return { id: childId, search: searchTextOf(data) };
}

/** Writes the periods once the child's periods after the save, stored and new, do not overlap. */
async function saveCarePeriods(db: Db, childId: number, periods: TCarePeriodInput[]) {
  const after = new Map<number | string, DatedPeriod>(
    (await loadCarePeriods(db, [childId])).map((p) => [p.id, p]),
  );
  for (const [index, period] of periods.entries()) {
    if (period.id && !after.has(period.id))
      throw badRequest(`care_times.${index}.id: no care period ${period.id} on this child`);
    after.set(period.id ?? `new ${index}`, { start: period.start, end: period.end, deleted: period._delete });
  }
  if (overlappingPeriods([...after.values()]))
    throw badRequest(`care_times: ${CARE_PERIODS_OVERLAP_MESSAGE}`);

  for (const period of periods) {
    if (period.id) await updateCarePeriod(db, period.id, period);
    else if (!period._delete) await insertCarePeriod(db, childId, period);
  }
}

/** The custody shares of the listed guardians, each of whom must belong to the unit. */
async function sharesAtUnit(db: Db, unit: Unit, guardians: TLinkedGuardian[]) {
  for (const [index, guardian] of guardians.entries()) {
    if (!(await isGuardianOfUnit(db, guardian.id, unit.locationId))) {
      throw badRequest(`guardians.${index}: no guardian ${guardian.id} at this unit`);
    }
  }
  const result = custodyShares(guardians);
  if ('message' in result) throw badRequest(`guardians: ${result.message}`);
  return result.shares;
}

async function saveGuardian(tx: RequestContext, unit: Unit, item: TGuardianItem): Promise<Saved> {
  const { db } = tx;
  const { data } = item;
  let guardianId: number;
  let before: unknown = null;
  if (item.mode === 'create') {
    guardianId = await insertGuardian(db, unit.locationId, data);
  } else {
    if (!item.guardian_id) throw badRequest('guardian_id: required to edit a guardian');
    if (!(await isGuardianOfUnit(db, item.guardian_id, unit.locationId))) {
      throw notFound(GUARDIAN_NOT_AT_UNIT_MESSAGE);
    }
    [before] = await loadGuardians(db, [item.guardian_id]);
    guardianId = item.guardian_id;
    await updateGuardian(db, guardianId, data);
  }
  if (item.children_ids) await linkChildren(db, unit, guardianId, item.children_ids);

  await recordAudit(tx, {
    action: item.mode,
    entity: 'preschool_guardian',
    entityId: guardianId,
    before,
    after: { data, children_ids: item.children_ids ?? null },
  });
  return { id: guardianId, search: searchTextOf(data) };
}

/** Makes these the guardian's children, with the custody shares that follow (spec 5.4). */
async function linkChildren(db: Db, unit: Unit, guardianId: number, childIds: number[]) {
  const children = new Map((await loadChildren(db, childIds)).map((child) => [child.id, child]));
  for (const [index, id] of childIds.entries()) {
    if (children.get(id)?.locationId !== unit.locationId)
      throw badRequest(`children_ids.${index}: no child ${id} at this unit`);
  }
  const current = await loadLinksOfGuardians(db, [guardianId]);
  const removed = current.filter((l) => !childIds.includes(l.childId)).map((l) => l.childId);
  await deleteLinks(db, guardianId, removed);
  const links = await loadLinksOfChildren(db, [...new Set([...childIds, ...removed])]);
  await upsertLinks(db, custodyAfterLinking(guardianId, childIds, removed, links));
}
