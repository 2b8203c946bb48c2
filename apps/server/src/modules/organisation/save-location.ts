import { isDeepStrictEqual } from 'node:util';
import {
  createsCycle,
  isPreschoolAfterSave,
  mayLieUnder,
  type TLocationFields,
  type TLocationSave,
  type TOrganisationLocation,
} from '@kansli/domain/organisation/locations';
import { recordAudit } from '../../audit/audit.ts';
import { locationTreeChanged } from '../../auth/actor.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { requireOrganisationEditor } from './list-locations.ts';
import {
  insertLocation,
  insertPreschoolUnit,
  loadOrganisation,
  lockOrganisation,
  renameCarePeriodDepartments,
  saveDepartments,
  updateCommunes,
  updateLocation,
} from './repository.ts';

// POST /api/organisation/locations and PUT /api/organisation/locations/{id}: a unit made or changed in
// one transaction, audited with what it was and what it became. Every change of the organisation holds
// one lock, so the checks below see the tree as it will be written.

const COST_CENTER_INDEX = 'locations_cost_center_unique';

const costCenterTakenMessage = (costCenter: string, by?: string) =>
  `Kostnadsstället ${costCenter} används redan${by ? ` av ${by}` : ''}`;

/** What a new unit holds for each field the request left out. */
const NEW_UNIT: Omit<TLocationFields, 'parent_id' | 'name'> = {
  business_id: null,
  cost_center: null,
  system_ids: [],
  freshservice_id: null,
  departments: [],
  communes: [],
};

function fieldsOf(location: TOrganisationLocation): TLocationFields {
  return {
    parent_id: location.parent_id,
    name: location.name,
    business_id: location.business_id as TLocationFields['business_id'],
    cost_center: location.cost_center,
    system_ids: location.system_ids,
    freshservice_id: location.freshservice_id,
    departments: location.departments,
    communes: location.communes,
  };
}

/** The fields the request gave over those the unit has (or a new one starts with). */
function merged(base: TLocationFields, save: TLocationSave): TLocationFields {
  const given = Object.fromEntries(Object.entries(save).filter(([, value]) => value !== undefined));
  return { ...base, ...given } as TLocationFields;
}

/** Refuses a save that would break the organisation: 400 naming the field, 409 for a cost center taken. */
function checkSave(
  organisation: readonly TOrganisationLocation[],
  existing: TOrganisationLocation | undefined,
  fields: TLocationFields,
): { preschool: boolean } {
  const byId = new Map(organisation.map((location) => [location.id, location]));
  if (fields.parent_id === null) {
    // The organisation has one top unit: the first one made, which keeps its place.
    const allowed = existing ? existing.parent_id === null : organisation.length === 0;
    if (!allowed) throw badRequest('parent_id: Välj en överordnad enhet');
  } else {
    const parent = byId.get(fields.parent_id);
    if (!parent) throw badRequest('parent_id: Den överordnade enheten finns inte');
    const parents = new Map(organisation.map((location) => [location.id, location.parent_id]));
    if (existing && createsCycle(parents, existing.id, parent.id)) {
      throw badRequest('parent_id: En enhet kan inte ligga under sig själv eller någon av sina underenheter');
    }
    if (parent.id !== existing?.parent_id && !mayLieUnder(existing?.ended_at ?? null, parent.ended_at)) {
      throw badRequest(`parent_id: Den överordnade enheten är avslutad från ${parent.ended_at}`);
    }
  }
  if (existing?.preschool && fields.business_id !== existing.business_id) {
    throw badRequest(
      'business_id: En förskolas verksamhet kan inte ändras. Avsluta förskolan och lägg till en ny enhet.',
    );
  }
  const preschool = isPreschoolAfterSave(existing, fields.business_id);
  if (preschool && fields.cost_center === null) {
    throw badRequest('cost_center: En förskola behöver ett kostnadsställe');
  }
  if (!preschool && fields.departments.length > 0) {
    throw badRequest('departments: Bara en förskola har avdelningar');
  }
  if (!preschool && fields.communes.length > 0) throw badRequest('communes: Bara en förskola har kommuner');
  fields.departments.forEach((department, index) => {
    if (department.id !== undefined && !existing?.departments.some((stored) => stored.id === department.id)) {
      throw badRequest(`departments.${index}.id: Avdelningen finns inte på enheten`);
    }
  });
  const holder = organisation.find(
    (location) => location.cost_center === fields.cost_center && location.id !== existing?.id,
  );
  if (fields.cost_center !== null && holder) {
    throw conflict(costCenterTakenMessage(fields.cost_center, holder.name), { id: holder.id });
  }
  return { preschool };
}

/** Whether the error, or the driver's error Drizzle wrapped in it, is a cost center taken at the same time. */
function violatesCostCenterIndex(error: unknown): boolean {
  let e = error;
  for (let depth = 0; depth < 3 && e && typeof e === 'object'; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && constraint === COST_CENTER_INDEX) return true;
    e = cause;
  }
  return false;
}

/** The save's transaction, with a cost center another save took meanwhile answered as the check would. */
async function savingOnce<T>(costCenter: string | null | undefined, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (costCenter && violatesCostCenterIndex(error)) throw conflict(costCenterTakenMessage(costCenter));
    throw error;
  } finally {
    // The permission checks of this process read the tree again, whatever the transaction wrote.
    locationTreeChanged();
  }
}

/** POST /api/organisation/locations: a new unit; a preschool gets its departments and communes. */
export async function createLocation(ctx: RequestContext, save: TLocationSave): Promise<{ id: number }> {
  await requireOrganisationEditor(ctx);
  return savingOnce(save.cost_center, () =>
    ctx.transaction(async (tx) => {
      await lockOrganisation(tx.db);
      const organisation = await loadOrganisation(tx.db);
      const fields = merged({ parent_id: null, name: '', ...NEW_UNIT }, save);
      const { preschool } = checkSave(organisation, undefined, fields);
      const id = await insertLocation(tx.db, fields, tx.clock.now());
      if (preschool) {
        await insertPreschoolUnit(tx.db, id, fields.communes);
        await saveDepartments(tx.db, id, [], fields.departments);
      }
      const made = (await loadOrganisation(tx.db)).find((location) => location.id === id);
      await recordAudit(tx, { action: 'location.create', entity: 'location', entityId: id, after: made });
      return { id };
    }),
  );
}

/** PUT /api/organisation/locations/{id}: the unit changed; a field left out stays as it is. */
export async function changeLocation(
  ctx: RequestContext,
  locationId: number,
  save: TLocationSave,
): Promise<TOrganisationLocation> {
  await requireOrganisationEditor(ctx);
  return savingOnce(save.cost_center, () =>
    ctx.transaction(async (tx) => {
      await lockOrganisation(tx.db);
      const organisation = await loadOrganisation(tx.db);
      const before = organisation.find((location) => location.id === locationId);
      if (!before) throw notFound('Enheten finns inte');
      const fields = merged(fieldsOf(before), save);
      const { preschool } = checkSave(organisation, before, fields);
      // A save that changes nothing writes nothing, and is not audited.
      if (isDeepStrictEqual(fields, fieldsOf(before)) && preschool === before.preschool) return before;
      await updateLocation(tx.db, locationId, fields, tx.clock.now());
      let renamedCarePeriods = 0;
      if (preschool) {
        if (before.preschool) await updateCommunes(tx.db, locationId, fields.communes);
        else await insertPreschoolUnit(tx.db, locationId, fields.communes);
        const renames = await saveDepartments(tx.db, locationId, before.departments, fields.departments);
        renamedCarePeriods = await renameCarePeriodDepartments(tx.db, locationId, renames);
      }
      const after = (await loadOrganisation(tx.db)).find((location) => location.id === locationId);
      if (!after) throw new Error('the unit changed is gone');
      await recordAudit(tx, {
        action: 'location.update',
        entity: 'location',
        entityId: locationId,
        before,
        after: renamedCarePeriods > 0 ? { ...after, renamedCarePeriods } : after,
      });
      return after;
    }),
  );
}
