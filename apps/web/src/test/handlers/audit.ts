import type { TAuditEvent, TAuditPage } from '@kansli/domain/audit/audit-log';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// The audit log's calls for component tests: the superadmin's GET /api/audit, filtered and paged by id
// as the server does, and the 'Historik' of a person and of a preschool child.

const karl = { id: 42, name: 'Karl Lind' };
const sara = { id: 11, name: 'Sara Berg' };

/** Newest first: an export, Karl reading Elsa's card as Sara, a phone change of Elsa, an import. */
export function auditEvents(): TAuditEvent[] {
  return [
    {
      id: 40,
      at: '2026-11-24T09:30:00.000Z',
      actor: karl,
      ghostAs: null,
      action: 'chromebook.invoices.spreadsheet',
      entity: 'spreadsheet',
      entityId: 'sheet-1',
      subjectName: null,
      before: null,
      after: { cases: [7], personIds: [10] },
    },
    {
      id: 30,
      at: '2026-11-24T09:00:00.000Z',
      actor: karl,
      ghostAs: sara,
      action: 'GET /api/integration/person/:id',
      entity: 'person',
      entityId: '10',
      subjectName: 'Elsa Berg',
      before: null,
      after: { params: { id: 10 }, statusCode: 200 },
    },
    {
      id: 20,
      at: '2026-07-01T10:00:05.000Z',
      actor: karl,
      ghostAs: null,
      action: 'person.phone.save',
      entity: 'person',
      entityId: '10',
      subjectName: 'Elsa Berg',
      before: [{ id: 5, number: '070-111 11 11', type: 'mobile', system: 'admin' }],
      after: [{ id: 5, number: '070-222 22 22', type: 'mobile', system: 'admin' }],
    },
    {
      id: 10,
      at: '2026-06-01T03:00:00.000Z',
      actor: null,
      ghostAs: null,
      action: 'import.person.update',
      entity: 'person',
      entityId: '11',
      // Named only to a reader who may see the person.
      subjectName: null,
      before: { familyName: 'Lind' },
      after: { familyName: 'Berg' },
    },
  ];
}

/** Answers a page of `events` by `before` and `limit`, as the server does. */
function pageOf(events: readonly TAuditEvent[], query: URLSearchParams, pageSize: number): TAuditPage {
  const before = Number(query.get('before') ?? Number.POSITIVE_INFINITY);
  const limit = Number(query.get('limit') ?? pageSize);
  const below = events.filter((event) => event.id < before);
  const page = below.slice(0, limit);
  return { events: page, nextBefore: below.length > limit ? (page.at(-1)?.id ?? null) : null };
}

function matchesFilters(event: TAuditEvent, query: URLSearchParams): boolean {
  const id = (key: string) => (query.has(key) ? Number(query.get(key)) : undefined);
  const [actorId, ghostAsId, personId] = [id('actorId'), id('ghostAsId'), id('personId')];
  const from = query.get('from');
  const to = query.get('to');
  return (
    (actorId === undefined || event.actor?.id === actorId) &&
    (ghostAsId === undefined || event.ghostAs?.id === ghostAsId) &&
    (personId === undefined ||
      (event.entity === 'person' && event.entityId === String(personId)) ||
      event.ghostAs?.id === personId) &&
    (!query.has('entity') || event.entity === query.get('entity')) &&
    event.action.startsWith(query.get('action') ?? '') &&
    (!query.has('actions') || (query.get('actions') ?? '').split(',').includes(event.action)) &&
    (from === null || event.at >= new Date(from).toISOString()) &&
    (to === null || event.at <= new Date(to).toISOString())
  );
}

export const auditHandlers = {
  /** GET /api/audit over `events`, pages of `pageSize` unless the request says its limit. */
  log: (events: readonly TAuditEvent[] = auditEvents(), pageSize = 50) =>
    http.get('/api/audit', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(
        pageOf(
          events.filter((event) => matchesFilters(event, query)),
          query,
          pageSize,
        ),
      );
    }),

  logFails: () => http.get('/api/audit', () => apiError(500, 'Databasen svarar inte')),

  personHistory: (events: readonly TAuditEvent[] = auditEvents(), pageSize = 20) =>
    http.get('/api/integration/person/:id/history', ({ request }) =>
      HttpResponse.json(pageOf(events, new URL(request.url).searchParams, pageSize)),
    ),

  childHistory: (events: readonly TAuditEvent[] = auditEvents(), pageSize = 20) =>
    http.get('/api/preschool/:costCenter/child/:childId/history', ({ request }) =>
      HttpResponse.json(pageOf(events, new URL(request.url).searchParams, pageSize)),
    ),
};
