import { noExportFilesMessage, UNIT_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import type {
  TLocationInfo,
  TLocationListItem,
  TSpecialRolePerson,
  TStorageFile,
  TSyncEntry,
} from '@kansli/domain/schools/units';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// The school units screen's API for component tests (spec part 2, 7 'Units and sync'): three units,
// one with system ids, special roles and sync entries, one with none of them.

/** The instant the tests of the sync tab take as now; the entries below are dated around it. */
export const SYNC_NOW = '2026-03-10T12:00:00.000Z';

/** In the server's order: not by name, so the screen's own sorting shows. */
export const schoolUnits: TLocationListItem[] = [
  { id: 202, name: 'Gymnasiet Norr' },
  { id: 201, name: 'Gymnasiet Centrum' },
  { id: 203, name: 'Grundskolan Ekbacken' },
];

export const centrumInfo: TLocationInfo = {
  id: 201,
  name: 'Gymnasiet Centrum',
  business_id: 200,
  extension: {
    system_ids: [
      { system: 'schoolsoft', systemId: 'schoolsoft-enhet-201', systemSegment: null },
      { system: 'skola24', systemId: 's24-201', systemSegment: 'nordljus' },
    ],
  },
};

export const centrumSpecialRoles: TSpecialRolePerson[] = [
  { givenName: 'Karin', familyName: 'Holm', description: 'Leder skolans arbete', name: 'Rektor' },
  { givenName: 'Olof', familyName: 'Strand', description: ' ', name: 'Skyddsombud' },
  { givenName: 'Maria', familyName: 'Lund', description: '', name: 'Rektor' },
];

function syncEntry(entry: Partial<TSyncEntry> & Pick<TSyncEntry, 'id'>): TSyncEntry {
  return {
    context: 'sync',
    type: 'adela_import_persons',
    message: '',
    status_code: null,
    data: null,
    created_at: '2026-03-10T09:00:00.000Z',
    finished_at: null,
    location_id: 201,
    ...entry,
  };
}

/** Newest first, as the server answers. */
export const centrumSyncEntries: TSyncEntry[] = [
  syncEntry({
    id: 6,
    context: 'syncflag',
    type: 'adela_import_groups',
    message: 'Gruppen saknar kurskod',
    status_code: 422,
    created_at: '2026-03-10T10:15:00.000Z',
  }),
  syncEntry({
    id: 5,
    context: 'syncflag',
    type: 'adela_import_persons',
    message: 'Exportfilen kunde inte läsas',
    status_code: 503,
    created_at: '2026-03-09T13:00:00.000Z',
  }),
  syncEntry({
    id: 4,
    type: 'adela_import_persons',
    message: 'Importerar personer',
    data: { current: 40, bucketsize: 120 },
    created_at: '2026-03-10T11:30:00.000Z',
  }),
  syncEntry({
    id: 3,
    type: 'adela_import_groups',
    message: 'Klart',
    data: { current: 12, bucketsize: 12 },
    created_at: '2026-03-10T08:00:00.000Z',
    finished_at: '2026-03-10T08:05:00.000Z',
  }),
  syncEntry({
    id: 2,
    type: 'skola24_import_schedule',
    message: 'Klart',
    created_at: '2026-01-15T12:00:00.000Z',
    finished_at: '2026-01-15T12:05:00.000Z',
  }),
  syncEntry({
    id: 1,
    context: 'syncflag',
    type: 'adela_import_persons',
    message: 'Gammalt problem',
    status_code: 400,
    created_at: '2026-03-08T09:00:00.000Z',
  }),
];

const exportFile = (name: string): TStorageFile => ({
  name,
  size: 2048,
  updated: '2026-03-10T02:00:00.000Z',
});

/** Centrum's adela files (a gymnasium's system) of the day of SYNC_NOW and the day before, newest first. */
export const centrumExportFiles: TStorageFile[] = [
  exportFile('adela/201/2026-03-10/person.json'),
  exportFile('adela/201/2026-03-10/group.json'),
  exportFile('adela/201/2026-03-09/person.json'),
];

export type SchoolsState = {
  units: TLocationListItem[];
  info: Map<number, TLocationInfo>;
  specialRoles: Map<number, TSpecialRolePerson[]>;
  syncEntries: Map<number, TSyncEntry[]>;
  /** By `{system}/{locationId}`; a unit and system without files answer 404. */
  exportFiles: Map<string, TStorageFile[]>;
  /** The newest export's raw records by `{system}/{locationId}/{type}`; a missing key answers 404. */
  rawRecords?: Map<string, Record<string, unknown>[]>;
};

/** Centrum's adela groups (a gymnasium's system): the group and person exports; adela has no student file. */
export const centrumGroupRecords: Record<string, unknown>[] = [
  {
    id: 'g-1',
    name: 'NA23a',
    grouptype: { scheme: 'Klass' },
    extension: { startdate: '2025-08-18', enddate: '2026-06-12' },
    socialnumber: ['20080101-1234', '20080202-2345'],
  },
  {
    id: 'g-2',
    name: 'Matematik 2c',
    grouptype: { scheme: 'Gymnasiet kurs' },
    extension: { startdate: '2026-01-08', enddate: null },
    socialnumber: ['20080101-1234'],
  },
];

export const centrumPersonRecords: Record<string, unknown>[] = [
  {
    id: 'p-1',
    institutionrole: { institutionroletype: 'Student' },
    name: { n: { given: 'Ella', family: 'Berg' } },
    personcode: '20080101-1234',
    email: 'ella.berg@elev.example.se',
  },
  {
    id: 'p-2',
    institutionrole: { institutionroletype: 'Teacher' },
    name: { n: { given: 'Nils', family: 'Ek' } },
    personcode: '19800303-3456',
    email: 'nils.ek@example.se',
  },
];

/** Centrum with everything, Norr and Ekbacken with nothing. */
export function schoolsState(): SchoolsState {
  const emptyInfo = (unit: TLocationListItem): TLocationInfo => ({
    ...unit,
    business_id: 200,
    extension: { system_ids: [] },
  });
  return {
    units: schoolUnits,
    info: new Map(schoolUnits.map((unit) => [unit.id, unit.id === 201 ? centrumInfo : emptyInfo(unit)])),
    specialRoles: new Map([[201, centrumSpecialRoles]]),
    syncEntries: new Map([[201, centrumSyncEntries]]),
    exportFiles: new Map([
      ['adela/201', centrumExportFiles],
      ['skola24/201', [exportFile('skola24/201/2026-03-07/schedule.json')]],
    ]),
    rawRecords: new Map([
      ['adela/201/group', centrumGroupRecords],
      ['adela/201/person', centrumPersonRecords],
    ]),
  };
}

export function schoolsHandlers(state: SchoolsState = schoolsState()) {
  const known = (id: string | readonly string[] | undefined) => {
    const unit = state.units.find((candidate) => String(candidate.id) === id);
    return unit?.id;
  };
  return [
    http.get('/api/locations/list', () => HttpResponse.json(state.units)),
    // The synchronisation screen's own tests answer it with their units.
    http.get('/api/synchronizations', () => HttpResponse.json({ units: [], problems: [] })),
    http.get('/api/location/:id/info', ({ params }) => {
      const id = known(params.id);
      const info = id === undefined ? undefined : state.info.get(id);
      return info ? HttpResponse.json(info) : apiError(404, UNIT_NOT_FOUND_MESSAGE);
    }),
    http.get('/api/persons/specialRoles/:locationId', ({ params }) => {
      const id = known(params.locationId);
      return id === undefined
        ? apiError(404, UNIT_NOT_FOUND_MESSAGE)
        : HttpResponse.json(state.specialRoles.get(id) ?? []);
    }),
    http.get('/api/syncentries/location/:id', ({ params }) => {
      const id = known(params.id);
      return id === undefined
        ? apiError(404, UNIT_NOT_FOUND_MESSAGE)
        : HttpResponse.json(state.syncEntries.get(id) ?? []);
    }),
    http.get('/api/storage/:system/:locationId/list', ({ params }) => {
      const files = state.exportFiles.get(`${params.system}/${params.locationId}`);
      return files ? HttpResponse.json(files) : apiError(404, noExportFilesMessage(String(params.system)));
    }),
    // After the list route, which wins for 'list'.
    http.get('/api/storage/:system/:locationId/:type', ({ params }) => {
      const records = state.rawRecords?.get(`${params.system}/${params.locationId}/${params.type}`);
      return records
        ? HttpResponse.json(records)
        : apiError(
            404,
            `Exporten från ${params.system} saknar filen av typen ${params.type}. Vänta på nästa export, eller be driften kontrollera den.`,
          );
    }),
  ];
}
