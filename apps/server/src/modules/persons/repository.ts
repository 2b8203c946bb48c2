import type { PersonSearch } from '@kansli/domain/persons/search-persons';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { personRoles, roles } from '../../db/schema/access.ts';
import { PERSON_SEARCH_TEXT, persons } from '../../db/schema/persons.ts';

// The SQL of the person administration.

const likePattern = (word: string) => `%${word.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each word in the names or the civic number (one trigram index) or in an e-mail address (another). */
function matching(search: PersonSearch) {
  if (search.kind === 'system') {
    return sql`p.id in (select person_id from system_ids where system = ${search.system}
      and system_id = ${search.systemId})`;
  }
  if (search.words.length === 0) return sql`true`;
  return sql.join(
    search.words.map(
      (word) => sql`p.id in (
        select id from persons where ${PERSON_SEARCH_TEXT} like ${likePattern(word)}
        union select person_id from person_emails where lower(email) like ${likePattern(word)})`,
    ),
    sql` and `,
  );
}

/** One page of the persons the search finds, in name order, with how many it finds in all. */
export async function searchPersonIds(
  db: Db,
  search: PersonSearch,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const where = matching(search);
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select p.id, count(*) over ()::int as total from persons p where ${where}
        order by lower(p.family_name), lower(p.given_name), p.id limit ${limit} offset ${offset}`,
  );
  if (rows.length > 0 || offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // A page past the last still answers the total, which the window count cannot.
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from persons p where ${where}`,
  );
  return { ids: [], total: count?.total ?? 0 };
}

export function personsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(persons).where(inArray(persons.id, ids));
}

/** The names of the persons' roles, at any location. */
export function roleNamesOf(db: Db, personIds: number[]) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ personId: personRoles.personId, name: roles.name })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .where(inArray(personRoles.personId, personIds))
    .orderBy(asc(roles.name));
}
