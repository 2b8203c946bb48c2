import type { TAuditEvent } from '@kansli/domain/audit/audit-log';
import type { RequestContext } from '../../context/request-context.ts';
import { childNamesOf, guardianNamesOf, personNamesOf, type UnitMemberName } from './repository.ts';

// The person an audit entry concerns, by name: the name is read from the person's (or the preschool
// child's or guardian's) row as it is now, never stored in the audit, and shown only to a reader who
// may see that person elsewhere: persons with the person card's check (adminMenu PERSONS), children and
// guardians with the preschool unit's (preschool ACCESS there).

/** The person a grant of a person names: 'person:{id}:{segment}'. */
const GRANT_OF_PERSON = /^person:(\d+):/;

type Subject = { table: 'person' | 'child' | 'guardian'; id: number };

function subjectOf(event: Pick<TAuditEvent, 'entity' | 'entityId'>): Subject | null {
  const id = Number(
    event.entity === 'grant' ? GRANT_OF_PERSON.exec(event.entityId ?? '')?.[1] : event.entityId,
  );
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  switch (event.entity) {
    case 'person':
    case 'grant':
      return { table: 'person', id };
    case 'preschool_child':
      return { table: 'child', id };
    case 'preschool_guardian':
      return { table: 'guardian', id };
    default:
      return null;
  }
}

const idsOf = (subjects: (Subject | null)[], table: Subject['table']) => [
  ...new Set(subjects.filter((s) => s?.table === table).map((s) => (s as Subject).id)),
];

/** Preschool names the reader may see: those of units where they hold preschool ACCESS. */
async function visibleAtUnits(ctx: RequestContext, rows: UnitMemberName[]): Promise<Map<number, string>> {
  const allowed = new Map<number, boolean>();
  const names = new Map<number, string>();
  for (const { id, name, locationId } of rows) {
    if (!allowed.has(locationId))
      allowed.set(locationId, await ctx.actor.holdsAt('preschool', 'ACCESS', locationId));
    if (allowed.get(locationId)) names.set(id, name);
  }
  return names;
}

/** The entries with the names of the persons they concern, as far as the reader may see them. */
export async function withSubjectNames(
  ctx: RequestContext,
  events: Omit<TAuditEvent, 'subjectName'>[],
): Promise<TAuditEvent[]> {
  const subjects = events.map(subjectOf);
  const personIds = idsOf(subjects, 'person');
  const childIds = idsOf(subjects, 'child');
  const guardianIds = idsOf(subjects, 'guardian');
  const seesPersons = personIds.length > 0 && (await ctx.actor.holdsAt('adminMenu', 'PERSONS', null));
  const names = {
    person: new Map(
      (seesPersons ? await personNamesOf(ctx.db, personIds) : []).map((row) => [row.id, row.name]),
    ),
    child: await visibleAtUnits(ctx, await childNamesOf(ctx.db, childIds)),
    guardian: await visibleAtUnits(ctx, await guardianNamesOf(ctx.db, guardianIds)),
  };
  return events.map((event, index) => {
    const subject = subjects[index];
    return { ...event, subjectName: (subject && names[subject.table].get(subject.id)) ?? null };
  });
}
