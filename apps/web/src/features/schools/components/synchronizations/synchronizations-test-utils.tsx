import type { TSyncProblem, TSyncUnit } from '@kansli/domain/schools/synchronizations';
import type { TSyncEntry } from '@kansli/domain/schools/units';
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { Authorization } from '@/lib/api/get-authorization.ts';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { renderRoutes } from '@/test/render.tsx';
import { apiError, server } from '@/test/server.ts';
import { SynchronizationsPage } from './synchronizations-page.tsx';

// The synchronisation screen's API for component tests: five units, one in each state but 'queued',
// dated around SYNC_NOW.

/** The instant the tests take as now. */
export const SYNC_NOW = '2026-03-10T12:00:00.000Z';

function job(entry: Partial<TSyncEntry> & Pick<TSyncEntry, 'id' | 'type' | 'location_id'>): TSyncEntry {
  return {
    context: 'sync',
    message: 'Klart',
    status_code: 200,
    data: null,
    created_at: '2026-03-10T06:00:00.000Z',
    finished_at: '2026-03-10T06:05:00.000Z',
    ...entry,
  };
}

const centrum: TSyncUnit = {
  locationId: 201,
  name: 'Gymnasiet Centrum',
  system: 'adela',
  queued: false,
  running: false,
  jobs: [
    job({
      id: 11,
      location_id: 201,
      type: 'adela_queue_persons',
      created_at: '2026-03-10T11:00:00.000Z',
      finished_at: '2026-03-10T11:05:00.000Z',
    }),
    job({
      id: 12,
      location_id: 201,
      type: 'adela_queue_groups',
      created_at: '2026-03-10T11:05:00.000Z',
      finished_at: '2026-03-10T11:10:00.000Z',
    }),
    job({
      id: 13,
      location_id: 201,
      type: 'adela_import_persons',
      message: 'Importerar personer',
      status_code: null,
      data: { current: 40, bucketsize: 120 },
      created_at: '2026-03-10T11:30:00.000Z',
      finished_at: null,
    }),
    job({
      id: 14,
      location_id: 201,
      type: 'adela_import_groups',
      data: { current: 12, bucketsize: 12 },
      created_at: '2026-03-09T11:40:00.000Z',
      finished_at: '2026-03-09T11:45:00.000Z',
    }),
  ],
  problems: 1,
};

const ekbacken: TSyncUnit = {
  locationId: 203,
  name: 'Grundskolan Ekbacken',
  system: 'schoolsoft',
  queued: false,
  running: false,
  jobs: [
    job({ id: 31, location_id: 203, type: 'schoolsoft_queue_students' }),
    job({
      id: 32,
      location_id: 203,
      type: 'schoolsoft_import_persons',
      data: { current: 300, bucketsize: 300 },
      created_at: '2026-03-10T07:00:00.000Z',
      finished_at: '2026-03-10T07:20:00.000Z',
    }),
  ],
  problems: 0,
};

const norr: TSyncUnit = {
  locationId: 202,
  name: 'Gymnasiet Norr',
  system: 'online',
  queued: false,
  running: false,
  jobs: [
    job({ id: 21, location_id: 202, type: 'online_queue_persons' }),
    job({
      id: 22,
      location_id: 202,
      type: 'online_import_persons',
      message: 'Exportfilen saknas',
      status_code: 500,
      created_at: '2026-03-10T06:10:00.000Z',
      finished_at: '2026-03-10T06:11:00.000Z',
    }),
  ],
  problems: 2,
};

const komvux: TSyncUnit = {
  locationId: 301,
  name: 'Komvux Väst',
  system: 'adela',
  queued: false,
  running: false,
  jobs: [
    job({
      id: 41,
      location_id: 301,
      type: 'adela_import_groups',
      created_at: '2026-03-07T06:00:00.000Z',
      finished_at: '2026-03-07T06:05:00.000Z',
    }),
  ],
  problems: 0,
};

const syd: TSyncUnit = {
  locationId: 302,
  name: 'Vuxenutbildningen Syd',
  system: 'online',
  queued: false,
  running: false,
  jobs: [],
  problems: 0,
};

function problem(entry: Partial<TSyncProblem> & Pick<TSyncProblem, 'id' | 'location_id' | 'location_name'>) {
  return {
    context: 'syncflag',
    type: 'online_import_persons',
    message: '',
    status_code: 422,
    data: null,
    created_at: '2026-03-10T10:00:00.000Z',
    finished_at: null,
    ...entry,
  } satisfies TSyncProblem;
}

export const syncProblems: TSyncProblem[] = [
  problem({
    id: 91,
    location_id: 201,
    location_name: 'Gymnasiet Centrum',
    type: 'adela_import_groups',
    message: 'Gruppen saknar kurskod',
    created_at: '2026-03-10T10:15:00.000Z',
  }),
  problem({
    id: 92,
    location_id: 202,
    location_name: 'Gymnasiet Norr',
    message: 'Exportfilen saknas',
    status_code: 500,
    created_at: '2026-03-10T06:11:00.000Z',
  }),
  problem({
    id: 93,
    location_id: 202,
    location_name: 'Gymnasiet Norr',
    type: 'online_queue_persons',
    message: 'Personen saknar personnummer',
    created_at: '2026-03-10T06:01:00.000Z',
  }),
];

export type SyncState = { units: TSyncUnit[]; problems: TSyncProblem[] };

/** Sorted by name, as the server answers. */
export function syncState(): SyncState {
  return {
    units: structuredClone([ekbacken, centrum, norr, komvux, syd]),
    problems: structuredClone(syncProblems),
  };
}

/** GET /api/synchronizations and POST …/start, the latter queuing the unit unless it waits or runs. */
export function synchronizationsHandlers(state: SyncState) {
  return [
    http.get('/api/synchronizations', () => HttpResponse.json(state)),
    http.post('/api/synchronizations/:locationId/start', ({ params }) => {
      const unit = state.units.find((candidate) => String(candidate.locationId) === params.locationId);
      if (!unit) return apiError(403, 'Forbidden');
      const busy = unit.queued || unit.jobs.some((entry) => entry.finished_at === null);
      unit.queued = true;
      return HttpResponse.json({ queued: !busy }, { status: 202 });
    }),
  ];
}

type RenderOptions = {
  authorization?: Authorization;
  state?: SyncState;
  /** Handlers that answer before the state's (a held or failing answer). */
  handlers?: RequestHandler[];
};

/** The synchronisation screen at the address, signed in as the administrator unless told. */
export function renderSynchronizationsPage(entry = '/synchronizations', options: RenderOptions = {}) {
  const { authorization = demoAuthorizations.admin, state = syncState(), handlers = [] } = options;
  // The first handler given to server.use answers first.
  server.use(
    ...handlers,
    authorizationHandlers.authorization(authorization),
    ...synchronizationsHandlers(state),
  );
  const rendered = renderRoutes([{ path: '/synchronizations', element: <SynchronizationsPage /> }], entry);
  return { ...rendered, state };
}

export { axeTags } from '../schools-test-utils.tsx';
