import {
  PERSON_NOT_FOUND_MESSAGE,
  PHONE_NUMBER_NOT_FOUND_MESSAGE,
  ROLE_NOT_FOUND_MESSAGE,
} from '@kansli/domain/http/messages';
import { tenDigitCivicNumber } from '@kansli/domain/persons/civic-number';
import type { TEmailEntry, TPhoneNumberInput } from '@kansli/domain/persons/contacts';
import type { TCreatePersonBody } from '@kansli/domain/persons/create-person';
import type {
  TPersonLocationRole,
  TRoleAtLocation,
  TRoleSearchHit,
} from '@kansli/domain/persons/location-roles';
import type { TLinkedPerson, TPersonCard, TPersonPhone } from '@kansli/domain/persons/person-card';
import type { TPersonSearchHit } from '@kansli/domain/persons/search-persons';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';
import { karlCard } from './person-actions.ts';

// The person screen's API for component tests (spec 2.4, 7.2, 7.3): a pupil with a guardian, the
// guardian, and a member of staff, kept in a state the changing calls change as the server would.

const NO_EXTENSION: TPersonCard['extension'] = {
  avatarImage: null,
  roles: [],
  locations: [],
  emails: [],
  phones: [],
  systemIds: [],
  chromeDevices: [],
  campusId: null,
  campusUrl: null,
  googleId: null,
  isJensenEmployed: false,
  groups: [],
};

export const saraCard: TPersonCard = {
  id: 11,
  givenName: 'Sara',
  familyName: 'Berg',
  civicNumber: '19820404-5678',
  guardians: [],
  createdAt: '2024-08-01T08:00:00.000Z',
  updatedAt: '2025-09-01T08:00:00.000Z',
  publishedAt: null,
  extension: {
    ...NO_EXTENSION,
    roles: ['Vårdnadshavare'],
    emails: [{ id: 21, type: 'private', email: 'sara.berg@hemma.test', system: 'admin' }],
  },
};

const saraAsGuardian: TLinkedPerson = {
  id: 11,
  given_name: 'Sara',
  family_name: 'Berg',
  civic_number: '19820404-5678',
};

export const elsaCard: TPersonCard = {
  id: 10,
  givenName: 'Elsa',
  familyName: 'Berg',
  civicNumber: '20100315-1234',
  guardians: [saraAsGuardian],
  createdAt: '2024-08-01T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
  publishedAt: '2026-01-10T08:05:00.000Z',
  extension: {
    ...NO_EXTENSION,
    roles: ['Elev'],
    locations: [{ id: 201, name: 'Gymnasiet Centrum', roles: ['Elev'] }],
    emails: [
      { id: 1, type: 'student', email: 'elsa.berg@elev.skolan.test', system: 'google' },
      { id: 2, type: 'private', email: 'elsa@hemma.test', system: 'admin' },
    ],
    phones: [
      { id: 1, person_id: 10, number: '070-111 22 33', type: 'mobile', isMobile: true, system: 'admin' },
      { id: 2, person_id: 10, number: '08-123 456', type: 'home', isMobile: false, system: 'schoolsoft' },
    ],
    systemIds: [{ system: 'schoolsoft', systemId: 'ss-1001', systemSegment: null }],
    chromeDevices: [
      {
        deviceId: 'd-1',
        serialNumber: 'SN-0001',
        model: 'Acer Chromebook 314',
        order: 1,
        lastSync: '2026-01-12T07:30:00.000Z',
      },
    ],
    campusId: 'c-10',
    campusUrl: 'https://campus.example.test/admin/users/c-10',
    googleId: 'g-10',
  },
};

export const elsaRoles: TPersonLocationRole[] = [
  { location_id: 201, location_name: 'Gymnasiet Centrum', role_id: 3, role_name: 'Elev' },
];

/** Karl holds seven roles: more than the five shown before 'Visa alla'. */
export const karlRoles: TPersonLocationRole[] = [
  'Lärare',
  'Mentor',
  'Ämnesansvarig',
  'Skyddsombud',
  'Arbetslagsledare',
  'Handledare',
  'IT-ansvarig',
].map((role_name, index) => ({
  location_id: 201,
  location_name: 'Gymnasiet Centrum',
  role_id: 100 + index,
  role_name,
}));

export const roleCatalogue: TRoleSearchHit[] = [
  ...karlRoles.map((role) => ({
    ...role,
    role_description: `${role.role_name} på enheten`,
    grantable: true,
    rights_beyond_unit: [],
  })),
  {
    location_id: 202,
    location_name: 'Gymnasiet Norr',
    role_id: 100,
    role_name: 'Lärare',
    role_description: 'Undervisar',
    grantable: true,
    rights_beyond_unit: [],
  },
  {
    location_id: 202,
    location_name: 'Gymnasiet Norr',
    role_id: 101,
    role_name: 'Mentor',
    role_description: 'Mentor för en klass',
    grantable: true,
    rights_beyond_unit: [],
  },
  {
    location_id: 202,
    location_name: 'Gymnasiet Norr',
    role_id: 130,
    role_name: 'Rektor',
    role_description: 'Leder en skolenhet',
    grantable: false,
    rights_beyond_unit: ['Adminmeny: Grupper', 'Adminmeny: Enheter'],
  },
  {
    location_id: 1,
    location_name: 'Nordljus Utbildning',
    role_id: 1,
    role_name: 'Administratör',
    role_description: 'Full behörighet i hela organisationen',
    grantable: true,
    rights_beyond_unit: ['Adminmeny: Superadmin', 'Support: Skugga'],
  },
];

/** Persons more: '{given} Testsson', to fill pages of hits. */
export function manyPersons(count: number, firstId = 1000): TPersonCard[] {
  return Array.from({ length: count }, (_, index) => ({
    ...saraCard,
    id: firstId + index,
    givenName: `Person${index + 1}`,
    familyName: 'Testsson',
    civicNumber: `19900101-${String(1000 + index)}`,
    extension: { ...NO_EXTENSION, roles: ['Lärare'] },
  }));
}

export type PersonsState = {
  persons: TPersonCard[];
  locationRoles: Map<number, TPersonLocationRole[]>;
  roles: TRoleSearchHit[];
};

export function personsState(persons: TPersonCard[] = [elsaCard, saraCard, karlCard]): PersonsState {
  return {
    persons: structuredClone(persons),
    locationRoles: new Map([
      [elsaCard.id, structuredClone(elsaRoles)],
      [karlCard.id, structuredClone(karlRoles)],
    ]),
    roles: roleCatalogue,
  };
}

function hitOf(person: TPersonCard): TPersonSearchHit {
  const { id, givenName, familyName, civicNumber, createdAt, updatedAt, publishedAt, extension } = person;
  return {
    id,
    givenName,
    familyName,
    civicNumber,
    createdAt,
    updatedAt,
    publishedAt,
    avatarImage: extension.avatarImage,
    roles: extension.roles,
  };
}

function linkedOf(person: TPersonCard): TLinkedPerson {
  return {
    id: person.id,
    given_name: person.givenName,
    family_name: person.familyName,
    civic_number: person.civicNumber,
  };
}

const matches = (person: TPersonCard, word: string) =>
  [
    person.givenName,
    person.familyName,
    person.civicNumber ?? '',
    ...person.extension.emails.map((e) => e.email),
  ].some((text) => text.toLowerCase().includes(word.toLowerCase()));

/** Every call of the person screen, on one state (a fresh one unless given). */
export function personsHandlers(state: PersonsState = personsState()) {
  const find = (id: unknown) => state.persons.find((person) => person.id === Number(id));
  const notFound = () => apiError(404, PERSON_NOT_FOUND_MESSAGE);

  return [
    http.get('/api/integration/persons', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const words = (query.get('search') ?? '').split(/\s+/).filter(Boolean);
      const pageIndex = Number(query.get('pageIndex') ?? 0);
      const pageSize = Number(query.get('pageSize') ?? 8);
      const found = state.persons.filter((person) => words.every((word) => matches(person, word)));
      const persons = found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map(hitOf);
      return HttpResponse.json({ data: { personCount: found.length, persons } });
    }),

    // A person is unique by civic number, and by e-mail address in any case.
    http.post('/api/organisation/persons', async ({ request }) => {
      const body = (await request.json()) as TCreatePersonBody;
      const civic = body.civic_number && tenDigitCivicNumber(body.civic_number);
      const holder =
        state.persons.find((p) => civic && p.civicNumber && tenDigitCivicNumber(p.civicNumber) === civic) ??
        state.persons.find((p) => p.extension.emails.some((e) => e.email.toLowerCase() === body.email));
      if (holder) {
        return HttpResponse.json(
          { error: { statusCode: 409, message: 'Det finns redan en person', id: holder.id } },
          { status: 409 },
        );
      }
      const id = Math.max(...state.persons.map((p) => p.id)) + 1;
      state.persons.push({
        ...structuredClone(saraCard),
        id,
        givenName: body.given_name,
        familyName: body.family_name,
        civicNumber: body.civic_number,
        extension: {
          ...NO_EXTENSION,
          emails: [{ id: 600 + id, type: 'work', email: body.email, system: 'admin' }],
          isJensenEmployed: true,
        },
      });
      return HttpResponse.json({ id }, { status: 201 });
    }),

    http.get('/api/integration/person/:id', ({ params }) => {
      const person = find(params.id);
      return person ? HttpResponse.json({ data: person }) : notFound();
    }),

    http.get('/api/person/:id/location_role', ({ params }) =>
      HttpResponse.json(state.locationRoles.get(Number(params.id)) ?? []),
    ),

    ...(['addRole', 'removeRole'] as const).map((change) =>
      http.post(`/api/person/:id/${change}`, async ({ params, request }) => {
        const id = Number(params.id);
        const { role_id, location_id } = (await request.json()) as TRoleAtLocation;
        const same = (role: TPersonLocationRole) =>
          role.role_id === role_id && role.location_id === location_id;
        const others = (state.locationRoles.get(id) ?? []).filter((role) => !same(role));
        const hit = state.roles.find(same);
        if (change === 'addRole' && !hit) return apiError(404, ROLE_NOT_FOUND_MESSAGE);
        if (change === 'addRole' && hit) {
          const { role_description: _description, rights_beyond_unit: _rights, ...role } = hit;
          state.locationRoles.set(id, [...others, role]);
        } else {
          state.locationRoles.set(id, others);
        }
        return HttpResponse.json(state.locationRoles.get(id));
      }),
    ),

    http.get('/api/roles/search/:query', ({ params }) => {
      const query = String(params.query).toLowerCase();
      return HttpResponse.json(
        state.roles.filter((role) => `${role.role_name} ${role.location_name}`.toLowerCase().includes(query)),
      );
    }),

    http.get('/api/persons/getGuardiansPupils/:id', ({ params }) =>
      HttpResponse.json(
        state.persons
          .filter((person) => person.guardians.some((guardian) => guardian.id === Number(params.id)))
          .map(linkedOf),
      ),
    ),

    http.get('/api/persons/getGuardianFromPNR/:query', ({ params }) =>
      HttpResponse.json(
        state.persons.filter((person) => person.civicNumber?.includes(String(params.query))).map(linkedOf),
      ),
    ),

    ...(['updateGuardian', 'removeGuardian'] as const).map((change) =>
      http.post(`/api/person/:id/${change}/:guardianId`, ({ params }) => {
        const pupil = find(params.id);
        const guardian = find(params.guardianId);
        if (!pupil || !guardian) return notFound();
        const others = pupil.guardians.filter((linked) => linked.id !== guardian.id);
        pupil.guardians = change === 'updateGuardian' ? [...others, linkedOf(guardian)] : others;
        return HttpResponse.json(pupil.guardians);
      }),
    ),

    http.post('/api/integration/person/:id/emails', async ({ params, request }) => {
      const person = find(params.id);
      if (!person) return notFound();
      const entries = (await request.json()) as TEmailEntry[];
      person.extension.emails = entries.map((entry, index) => ({ id: 500 + index, ...entry }));
      return HttpResponse.json({ data: person.extension.emails });
    }),

    http.post('/api/integration/person/:id/flex', async ({ request }) => {
      const entry = (await request.json()) as TEmailEntry;
      return HttpResponse.json({ data: { email: entry.email } });
    }),

    http.post('/api/persons/savePhoneNumber', async ({ request }) => {
      const { phone_numbers } = (await request.json()) as { phone_numbers: TPhoneNumberInput[] };
      const person = find(phone_numbers[0]?.person_id);
      if (!person) return apiError(400, 'phone_numbers: one person at a time');
      let nextId = 900;
      for (const row of phone_numbers) {
        const phone: TPersonPhone = {
          id: row.id ?? nextId++,
          person_id: person.id,
          number: row.number,
          type: row.type,
          isMobile: row.type === 'mobile',
          system: 'admin',
        };
        const others = person.extension.phones.filter((other) => other.id !== phone.id);
        person.extension.phones = [...others, phone];
      }
      return HttpResponse.json({ phone_numbers: person.extension.phones });
    }),

    http.post('/api/persons/deletePhoneNumber', async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      const person = state.persons.find((p) => p.extension.phones.some((phone) => phone.id === id));
      if (!person) return apiError(404, PHONE_NUMBER_NOT_FOUND_MESSAGE);
      person.extension.phones = person.extension.phones.filter((phone) => phone.id !== id);
      return HttpResponse.json({ phone_numbers: person.extension.phones });
    }),
  ];
}
