import type { TPermissionChangeRequest } from '@kansli/domain/access/permission-change';
import { FLAG_NOT_FOUND_MESSAGE, SEGMENT_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import {
  BUILT_IN_FLAG_REMOVAL_MESSAGE,
  BUILT_IN_SEGMENT_REMOVAL_MESSAGE,
  flagKeyTakenMessage,
  segmentKeyTakenMessage,
  type TAdminSegment,
  type TFlagSave,
  type TGrantEntry,
  type TRole,
  type TSegmentSave,
} from '@kansli/domain/superadmin/authorization-admin';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// The superadmin screen's API for component tests (spec part 2, 7 'Superadmin'), over a state the
// handlers change as the server would: three roles, a built-in segment, a made one and an empty one.

export type SuperadminState = {
  roles: TRole[];
  segments: TAdminSegment[];
  grants: TGrantEntry[];
};

export const superadminRoles: TRole[] = [
  { id: 1, name: 'Rektor', description: 'Leder skolan' },
  { id: 2, name: 'Support', description: 'Hjälper användarna' },
  { id: 3, name: 'Lärare', description: 'Undervisar' },
];

export function superadminState(): SuperadminState {
  return {
    roles: structuredClone(superadminRoles),
    segments: [
      {
        id: 10,
        key: 'support',
        name: 'Support',
        description: 'Supportens verktyg',
        scope: 'location',
        builtIn: true,
        flags: [
          {
            id: 101,
            name: 'Skugga',
            description: 'Agera som en annan person',
            vars: 'GHOST',
            flag: 1,
            segment: 10,
            builtIn: true,
          },
          {
            id: 102,
            name: 'Redigera roller',
            description: '',
            vars: 'EDIT_ROLES',
            flag: 2,
            segment: 10,
            builtIn: true,
          },
        ],
      },
      {
        id: 20,
        key: 'library',
        name: 'Bibliotek',
        description: 'Skolbiblioteket',
        scope: 'global',
        builtIn: false,
        flags: [
          {
            id: 201,
            name: 'Låna ut',
            description: 'Registrera lån',
            vars: 'LEND',
            flag: 1,
            segment: 20,
            builtIn: false,
          },
        ],
      },
      { id: 30, key: 'empty', name: 'Tomt', description: '', scope: 'global', builtIn: false, flags: [] },
    ],
    grants: [
      { id: 1, context: 'role', context_id: 2, segment: 10, flags: 1 },
      { id: 2, context: 'role', context_id: 1, segment: 20, flags: 1 },
      { id: 3, context: 'role', context_id: 3, segment: 20, flags: 1 },
    ],
  };
}

let nextId = 1000;

function flagOf(state: SuperadminState, id: number) {
  return state.segments.flatMap((segment) => segment.flags).find((flag) => flag.id === id);
}

function changeGrant(state: SuperadminState, body: TPermissionChangeRequest, held: boolean) {
  const segment = state.segments.find((candidate) => candidate.key === body.segment);
  const flag = segment?.flags.find((candidate) => candidate.vars === body.flag);
  if (!segment || !flag) return apiError(404, FLAG_NOT_FOUND_MESSAGE);
  let grant = state.grants.find(
    (candidate) => candidate.context_id === body.context_id && candidate.segment === segment.id,
  );
  if (!grant) {
    grant = { id: nextId++, context: 'role', context_id: body.context_id, segment: segment.id, flags: 0 };
    state.grants.push(grant);
  }
  const before = grant.flags;
  grant.flags = held ? grant.flags | flag.flag : grant.flags & ~flag.flag;
  return HttpResponse.json({
    context: 'role',
    context_id: body.context_id,
    segment: segment.key,
    flags: grant.flags,
    changed: before !== grant.flags,
  });
}

export function superadminHandlers(state: SuperadminState = superadminState()) {
  return [
    http.get('/api/role/list', () => HttpResponse.json(state.roles)),
    http.get('/api/authorization/list', () => HttpResponse.json(state.segments)),
    http.get('/api/permissions/role/:roleId/list', ({ params }) =>
      HttpResponse.json(state.grants.filter((grant) => String(grant.context_id) === params.roleId)),
    ),
    http.get('/api/permissions/flag/:flagId/list', ({ params }) => {
      const flag = flagOf(state, Number(params.flagId));
      if (!flag) return apiError(404, FLAG_NOT_FOUND_MESSAGE);
      return HttpResponse.json(
        state.grants.filter((grant) => grant.segment === flag.segment && (grant.flags & flag.flag) !== 0),
      );
    }),
    http.post('/api/permissions/add', async ({ request }) =>
      changeGrant(state, (await request.json()) as TPermissionChangeRequest, true),
    ),
    http.post('/api/permissions/remove', async ({ request }) =>
      changeGrant(state, (await request.json()) as TPermissionChangeRequest, false),
    ),
    http.post('/api/authorization/segments/save', async ({ request }) => {
      const body = (await request.json()) as TSegmentSave;
      if (state.segments.some((segment) => segment.key === body.key && segment.id !== body.id))
        return apiError(409, segmentKeyTakenMessage(body.key));
      const existing = state.segments.find((segment) => segment.id === body.id);
      if (existing) {
        Object.assign(existing, { name: body.name, description: body.description ?? '' });
        if (!existing.builtIn) Object.assign(existing, { key: body.key, scope: body.scope });
        return HttpResponse.json(existing);
      }
      const segment: TAdminSegment = {
        id: nextId++,
        key: body.key,
        name: body.name,
        description: body.description ?? '',
        scope: body.scope,
        builtIn: false,
        flags: [],
      };
      state.segments.push(segment);
      return HttpResponse.json(segment);
    }),
    http.post('/api/authorization/flags/save', async ({ request }) => {
      const body = (await request.json()) as TFlagSave;
      const segment = state.segments.find((candidate) => candidate.id === body.segment);
      if (!segment) return apiError(404, SEGMENT_NOT_FOUND_MESSAGE);
      if (segment.flags.some((flag) => flag.vars === body.vars))
        return apiError(409, flagKeyTakenMessage(body.vars));
      const bit = 2 ** segment.flags.length;
      const flag = {
        id: nextId++,
        name: body.name,
        description: body.description ?? '',
        vars: body.vars,
        flag: bit,
        segment: segment.id,
        builtIn: false,
      };
      segment.flags.push(flag);
      return HttpResponse.json(flag);
    }),
    http.delete('/api/authorization/segments/:id', ({ params }) => {
      const segment = state.segments.find((candidate) => String(candidate.id) === params.id);
      if (!segment) return apiError(404, SEGMENT_NOT_FOUND_MESSAGE);
      if (segment.builtIn) return apiError(409, BUILT_IN_SEGMENT_REMOVAL_MESSAGE);
      state.segments = state.segments.filter((candidate) => candidate !== segment);
      state.grants = state.grants.filter((grant) => grant.segment !== segment.id);
      return HttpResponse.json({ data: { id: segment.id } });
    }),
    http.delete('/api/authorization/flags/:id', ({ params }) => {
      const flag = flagOf(state, Number(params.id));
      const segment = state.segments.find((candidate) => candidate.id === flag?.segment);
      if (!flag || !segment) return apiError(404, FLAG_NOT_FOUND_MESSAGE);
      if (flag.builtIn) return apiError(409, BUILT_IN_FLAG_REMOVAL_MESSAGE);
      segment.flags = segment.flags.filter((candidate) => candidate !== flag);
      for (const grant of state.grants) if (grant.segment === segment.id) grant.flags &= ~flag.flag;
      return HttpResponse.json({ data: { id: flag.id } });
    }),
  ];
}
