import { civicNumberSearchWord } from '@kansli/domain/persons/civic-number';
import {
  type PersonSearch,
  personSearchOf,
  type TPersonSearchQuery,
  type TPersonSearchResponse,
} from '@kansli/domain/persons/search-persons';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { personsByIds, roleNamesOf, searchPersonIds } from './repository.ts';

const swedish = new Intl.Collator('sv');

/** GET /api/integration/persons: a page of the persons the search finds (spec 2.4, 7.2). */
export async function searchPersons(
  ctx: RequestContext,
  query: TPersonSearchQuery,
): Promise<TPersonSearchResponse> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  const page = await searchPersonIds(
    ctx.db,
    withStoredCivicNumbers(personSearchOf(query.search), ctx.clock.today()),
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  const [found, roles] = await Promise.all([personsByIds(ctx.db, page.ids), roleNamesOf(ctx.db, page.ids)]);
  const byId = new Map(found.map((person) => [person.id, person]));
  const rolesOf = Map.groupBy(roles, (role) => role.personId);
  return {
    data: {
      personCount: page.total,
      persons: page.ids.flatMap((id) => {
        const person = byId.get(id);
        if (!person) return [];
        return [
          {
            id: person.id,
            givenName: person.givenName,
            familyName: person.familyName,
            civicNumber: person.civicNumber,
            avatarImage: person.avatarImage,
            roles: (rolesOf.get(id) ?? []).map((role) => role.name).sort(swedish.compare),
            createdAt: person.createdAt.toISOString(),
            updatedAt: person.updatedAt.toISOString(),
            publishedAt: person.publishedAt?.toISOString() ?? null,
          },
        ];
      }),
    },
  };
}

/** A civic number typed in any form is looked for as persons' are stored, with the century and hyphen. */
function withStoredCivicNumbers(search: PersonSearch, today: string): PersonSearch {
  if (search.kind !== 'words') return search;
  return {
    kind: 'words',
    words: search.words.map((word) => civicNumberSearchWord(word, today, 'YYYYMMDD-NNNN')),
  };
}
