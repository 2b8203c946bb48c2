import type { TGooglePublishResult, TGroup, TGroupMember } from '@kansli/domain/groups/groups';
import { GROUP_MEMBER_NOT_FOUND_MESSAGE, GROUP_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// The groups screen's API for component tests (spec part 2, 7 'Groups and devices'): a subject group
// known to the campus platform, a course group and an inactive group that are not, with members, kept
// in a state the changing calls change as the server would.

/** The instant the handlers take as now when publishing. */
export const GROUPS_NOW = '2026-03-10T12:00:00.000Z';
const CAMPUS_ADMIN = 'https://campus.example.test/admin/groups';

export const mathGroup: TGroup = {
  id: 7,
  name: '9A Matematik',
  code: 'MA9A',
  start: '2025-08-18',
  end: '2026-06-12',
  active: true,
  email: '9a-matematik@skolan.test',
  typeName: 'Grundskolan ämne',
  locationId: 203,
  extension: {
    locationName: 'Grundskolan Ekbacken',
    typeName: 'Grundskolan ämne',
    subjectName: 'Matematik',
    courseCode: null,
    systemIds: [
      { system: 'admin', systemId: '7', systemSegment: null },
      { system: 'schoolsoft', systemId: 'ss-g-77', systemSegment: null },
    ],
    campusId: 'cg-7',
    campusAdminUrl: `${CAMPUS_ADMIN}/cg-7`,
  },
  createdAt: '2025-08-01T06:00:00.000Z',
  updatedAt: '2026-01-09T23:30:00.000Z',
  publishedAt: '2026-01-10T08:05:00.000Z',
  memberCount: 3,
};

export const courseGroup: TGroup = {
  id: 8,
  name: 'MATMAT01c NA23',
  code: null,
  start: '2025-08-20',
  end: null,
  active: true,
  email: null,
  typeName: 'Gymnasiet kurs',
  locationId: 201,
  extension: {
    locationName: 'Gymnasiet Centrum',
    typeName: 'Gymnasiet kurs',
    subjectName: null,
    courseCode: 'MATMAT01c',
    systemIds: [
      { system: 'admin', systemId: '8', systemSegment: null },
      { system: 'adela', systemId: 'ad-5501', systemSegment: 'nordljus' },
    ],
    campusId: null,
    campusAdminUrl: null,
  },
  createdAt: '2025-08-01T06:00:00.000Z',
  updatedAt: '2025-08-01T06:00:00.000Z',
  publishedAt: null,
  memberCount: 1,
};

export const afterSchoolGroup: TGroup = {
  ...courseGroup,
  id: 9,
  name: 'Fritids Ekbacken',
  code: 'FRI1',
  active: false,
  typeName: 'Fritidshem',
  locationId: 203,
  extension: {
    ...courseGroup.extension,
    locationName: 'Grundskolan Ekbacken',
    typeName: 'Fritidshem',
    courseCode: null,
    systemIds: [{ system: 'admin', systemId: '9', systemSegment: null }],
  },
  memberCount: 0,
};

export const mathMembers: TGroupMember[] = [
  { id: 71, personId: 42, name: 'Karl Lind', roleName: 'Lärare', createdAt: '2025-08-01T06:00:00.000Z' },
  { id: 72, personId: 10, name: 'Elsa Berg', roleName: 'Elev', createdAt: '2025-08-18T07:00:00.000Z' },
  { id: 73, personId: 12, name: 'Omar Nilsson', roleName: 'Elev', createdAt: '2026-01-09T23:30:00.000Z' },
];

/** Groups more: 'Grupp {n}', to fill pages of hits. */
export function manyGroups(count: number, firstId = 1000): TGroup[] {
  return Array.from({ length: count }, (_, index) => ({
    ...afterSchoolGroup,
    id: firstId + index,
    name: `Grupp ${index + 1}`,
    extension: {
      ...afterSchoolGroup.extension,
      systemIds: [{ system: 'admin', systemId: String(firstId + index), systemSegment: null }],
    },
  }));
}

export type GroupsState = {
  groups: TGroup[];
  members: Map<number, TGroupMember[]>;
  /** What publishing to Google reports for the members. */
  google: Omit<TGooglePublishResult, 'group'>;
};

export function groupsState(groups: TGroup[] = [mathGroup, courseGroup, afterSchoolGroup]): GroupsState {
  return {
    groups: structuredClone(groups),
    members: new Map([
      [mathGroup.id, structuredClone(mathMembers)],
      [courseGroup.id, structuredClone(mathMembers.slice(0, 1))],
    ]),
    google: { added: 3, removed: 1, withoutAccount: 0 },
  };
}

/** As the server: 'system:id' finds by a system's id ('admin:7' by Kansli's), other text by its words. */
function matches(group: TGroup, search: string): boolean {
  const systemSearch = /^([a-z0-9_-]+):(.+)$/i.exec(search);
  if (systemSearch) {
    const [, system = '', systemId = ''] = systemSearch;
    return group.extension.systemIds.some(
      (id) => id.system === system.toLowerCase() && id.systemId === systemId.trim(),
    );
  }
  const words = search.split(/\s+/).filter(Boolean);
  const text = `${group.name} ${group.email ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word.toLowerCase()));
}

/** Every call of the groups screen, on one state (a fresh one unless given). */
export function groupsHandlers(state: GroupsState = groupsState()) {
  const find = (id: unknown) => state.groups.find((group) => group.id === Number(id));
  const notFound = () => apiError(404, GROUP_NOT_FOUND_MESSAGE);

  return [
    http.get('/api/integration/groups', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = (query.get('search') ?? '').trim();
      const pageIndex = Number(query.get('pageIndex') ?? 0);
      const pageSize = Number(query.get('pageSize') ?? 8);
      const found = state.groups.filter((group) => matches(group, search));
      const groups = found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
      return HttpResponse.json({ groupCount: found.length, groups });
    }),

    http.get('/api/integration/groups/:id/members', ({ params }) =>
      find(params.id) ? HttpResponse.json(state.members.get(Number(params.id)) ?? []) : notFound(),
    ),

    http.post('/api/groups/:id/setActiveStatus', async ({ params, request }) => {
      const group = find(params.id);
      if (!group) return notFound();
      const { active } = (await request.json()) as { active: boolean };
      group.active = active;
      group.updatedAt = GROUPS_NOW;
      return HttpResponse.json(group);
    }),

    http.post('/api/groups/:id/deleteMember/:memberId', ({ params }) => {
      const members = state.members.get(Number(params.id)) ?? [];
      const member = members.find((m) => m.id === Number(params.memberId));
      if (!find(params.id) || !member) return apiError(404, GROUP_MEMBER_NOT_FOUND_MESSAGE);
      state.members.set(
        Number(params.id),
        members.filter((m) => m !== member),
      );
      return HttpResponse.json({ id: member.id });
    }),

    http.post('/api/integration/group/:id/publish/campus', ({ params }) => {
      const group = find(params.id);
      if (!group) return notFound();
      const campusId = group.extension.campusId ?? `cg-${group.id}`;
      group.extension.campusId = campusId;
      group.extension.campusAdminUrl = `${CAMPUS_ADMIN}/${campusId}`;
      group.publishedAt = GROUPS_NOW;
      return HttpResponse.json(group);
    }),

    http.post('/api/integration/group/:id/publish/google', ({ params }) => {
      const group = find(params.id);
      return group ? HttpResponse.json({ group, ...state.google }) : notFound();
    }),
  ];
}
