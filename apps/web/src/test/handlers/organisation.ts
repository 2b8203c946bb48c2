import {
  type TLocationSave,
  type TOrganisationLocation,
  ZLocationSave,
  ZOrganisationLocation,
  ZOrganisationLocations,
} from '@kansli/domain/organisation/locations';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// Superadmin › Organisation's calls for component tests, over units a test changes as the server would:
// the body checked by the domain's schema, a cost center taken refused, a preschool made with its
// departments. Every answer is checked against the domain's schema.

export type OrganisationState = { locations: TOrganisationLocation[]; saves: TLocationSave[] };

const location = (fields: Partial<TOrganisationLocation> & Pick<TOrganisationLocation, 'id' | 'name'>) => ({
  parent_id: 1,
  business_id: null,
  cost_center: null,
  system_ids: [],
  freshservice_id: null,
  departments: [],
  ended_at: null,
  preschool: false,
  communes: [],
  ...fields,
});

/** The top unit, the level of the preschools with one preschool, a school, and an ended staff unit. */
export function organisationState(): OrganisationState {
  return {
    saves: [],
    locations: [
      location({ id: 1, parent_id: null, name: 'Nordljus Utbildning', cost_center: '1000' }),
      location({ id: 100, name: 'Nordljus Förskolor', business_id: 100, cost_center: '4100' }),
      location({
        id: 101,
        parent_id: 100,
        name: 'Förskolan Solrosen',
        business_id: 100,
        cost_center: '4101',
        preschool: true,
        departments: [
          { id: 1, name: 'Humlan' },
          { id: 2, name: 'Myran' },
        ],
        communes: ['Stockholm', 'Solna'],
      }),
      location({
        id: 201,
        name: 'Nordljus grundskola Centrum',
        business_id: 200,
        cost_center: '5201',
        system_ids: [{ system: 'skola24', system_id: '77', system_segment: 'nordljus' }],
        freshservice_id: 27_000_000_201,
      }),
      location({ id: 10, name: 'Nordljus Stab', cost_center: '1010', ended_at: '2026-01-01' }),
    ],
  };
}

let nextId = 5000;

function saved(
  state: OrganisationState,
  id: number | undefined,
  save: TLocationSave,
): TOrganisationLocation | Response {
  const before = state.locations.find((candidate) => candidate.id === id);
  const holder = state.locations.find(
    (candidate) => candidate.cost_center === save.cost_center && candidate.id !== id,
  );
  if (save.cost_center && holder) {
    return apiError(409, `Kostnadsstället ${save.cost_center} används redan av ${holder.name}`);
  }
  const preschool = before?.preschool ?? save.business_id === 100;
  return ZOrganisationLocation.parse({
    ...(before ?? location({ id: nextId++, name: save.name })),
    ...Object.fromEntries(Object.entries(save).filter(([, value]) => value !== undefined)),
    preschool,
    departments: (save.departments ?? before?.departments ?? []).map((department) => ({
      id: department.id ?? nextId++,
      name: department.name,
    })),
  });
}

export function organisationHandlers(state: OrganisationState = organisationState()) {
  return [
    http.get('/api/organisation/locations', () =>
      HttpResponse.json(ZOrganisationLocations.parse({ locations: state.locations })),
    ),
    http.post('/api/organisation/locations', async ({ request }) => {
      const body = ZLocationSave.safeParse(await request.json());
      if (!body.success)
        return apiError(400, `${body.error.issues[0]?.path.join('.')}: ${body.error.issues[0]?.message}`);
      state.saves.push(body.data);
      const made = saved(state, undefined, body.data);
      if (made instanceof Response) return made;
      state.locations.push(made);
      return HttpResponse.json({ id: made.id }, { status: 201 });
    }),
    http.put('/api/organisation/locations/:id', async ({ params, request }) => {
      const body = ZLocationSave.parse(await request.json());
      state.saves.push(body);
      const changed = saved(state, Number(params.id), body);
      if (changed instanceof Response) return changed;
      state.locations = state.locations.map((candidate) =>
        candidate.id === changed.id ? changed : candidate,
      );
      return HttpResponse.json(changed);
    }),
    http.post('/api/organisation/locations/:id/end', async ({ params, request }) => {
      const { date } = (await request.json()) as { date: string };
      const unit = state.locations.find((candidate) => candidate.id === Number(params.id));
      if (!unit) return apiError(404, 'Enheten finns inte');
      if (
        state.locations.some((candidate) => candidate.parent_id === unit.id && candidate.ended_at === null)
      ) {
        return apiError(409, `Avsluta först enheterna under den (senast ${date})`);
      }
      unit.ended_at = date;
      return HttpResponse.json(unit);
    }),
    http.post('/api/organisation/locations/:id/reopen', ({ params }) => {
      const unit = state.locations.find((candidate) => candidate.id === Number(params.id));
      if (!unit) return apiError(404, 'Enheten finns inte');
      unit.ended_at = null;
      return HttpResponse.json(unit);
    }),
  ];
}
