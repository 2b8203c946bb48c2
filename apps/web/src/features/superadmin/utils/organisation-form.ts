import { businessName } from '@kansli/domain/organisation/businesses';
import {
  descendantsOf,
  isEndedOn,
  mayLieUnder,
  type TLocationFormValues,
} from '@kansli/domain/organisation/locations';
import type { OrganisationUnit } from '../api/list-organisation.ts';

// The organisation editor's rules on the screen: what the unit dialog starts from, which units it
// offers as the unit above, where a refusal of the server belongs, and how a unit reads in the tree.

/** The form of the unit, or of a new one under the parent. */
export function formValuesOf(
  unit: OrganisationUnit | undefined,
  parentId: number | null,
): TLocationFormValues {
  return {
    parent_id: unit ? unit.parent_id : parentId,
    name: unit?.name ?? '',
    business_id: (unit?.business_id ?? null) as TLocationFormValues['business_id'],
    cost_center: unit?.cost_center ?? '',
    system_ids: (unit?.system_ids ?? []).map((row) => ({ ...row, system_segment: row.system_segment ?? '' })),
    freshservice_id: unit?.freshservice_id === null || !unit ? '' : String(unit.freshservice_id),
    departments: unit?.departments.map(({ id, name }) => ({ id, name })) ?? [],
    communes: unit?.communes.map((name) => ({ name })) ?? [],
  };
}

/**
 * The units the unit may lie under: not itself or a unit below it, and none that ends before it
 * (an ended unit only as the one it lies under already).
 */
export function parentChoices(
  units: readonly OrganisationUnit[],
  unit: OrganisationUnit | undefined,
): OrganisationUnit[] {
  if (!unit) return units.filter((candidate) => candidate.ended_at === null);
  const parents = new Map(units.map((candidate) => [candidate.id, candidate.parent_id]));
  const below = new Set(descendantsOf(parents, unit.id));
  return units.filter(
    (candidate) =>
      candidate.id !== unit.id &&
      !below.has(candidate.id) &&
      (candidate.id === unit.parent_id || mayLieUnder(unit.ended_at, candidate.ended_at)),
  );
}

const FORM_FIELDS =
  /^(parent_id|name|business_id|cost_center|freshservice_id|system_ids|departments|communes)\b/;

/**
 * Where the server's refusal belongs in the form: a 400 names its field ('departments.1.name: …'), a
 * taken cost center is a 409 of that field. Undefined for a refusal of the whole unit.
 */
export function fieldOfRefusal(
  statusCode: number,
  message: string,
): { field: string; message: string } | undefined {
  if (statusCode === 409 && message.startsWith('Kostnadsstället')) return { field: 'cost_center', message };
  if (statusCode !== 400) return undefined;
  const match = /^([\w.]+): (.*)$/s.exec(message);
  if (!match?.[1] || !match[2] || !FORM_FIELDS.test(match[1])) return undefined;
  // A commune is a row of its own in the form, its name the field.
  const field = /^communes\.\d+$/.test(match[1]) ? `${match[1]}.name` : match[1];
  return { field, message: match[2] };
}

/** The second line of a unit in the tree: its cost center, its business, and its end. */
export function unitDetails(unit: OrganisationUnit, today: string): string {
  return [
    unit.cost_center && `Kostnadsställe ${unit.cost_center}`,
    unit.business_id !== null && businessName(unit.business_id),
    unit.ended_at &&
      (isEndedOn(unit.ended_at, today) ? `Avslutad ${unit.ended_at}` : `Avslutas ${unit.ended_at}`),
  ]
    .filter(Boolean)
    .join(' · ');
}
