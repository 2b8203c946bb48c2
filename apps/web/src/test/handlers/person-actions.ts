import type { TPersonCard } from '@kansli/domain/persons/person-card';
import { delay, HttpResponse, http } from 'msw';
import type { PersonPermissionChange, PersonPermissions } from '@/features/persons/api/person-permissions.ts';
import type { PublishResult } from '@/features/persons/api/publish-person.ts';
import type { SetupEmailInfo, SetupEmailResult } from '@/features/persons/api/setup-email.ts';

// The person card's buttons (spec 2.4): a member of staff without a Google account yet, in two groups.

export const karlCard: TPersonCard = {
  id: 42,
  givenName: 'Karl',
  familyName: 'Lind',
  civicNumber: '19800101-1234',
  guardians: [],
  createdAt: '2024-08-01T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
  publishedAt: null,
  extension: {
    avatarImage: null,
    roles: ['Lärare'],
    locations: [{ id: 201, name: 'Gymnasiet Centrum', roles: ['Lärare'] }],
    emails: [],
    phones: [],
    systemIds: [],
    chromeDevices: [],
    campusId: 'c-4711',
    campusUrl: 'https://campus.example.test/admin/users/c-4711',
    googleId: null,
    isJensenEmployed: true,
    groups: [
      {
        id: 7,
        name: 'NA23a',
        deletedAt: null,
        campusAdminUrl: 'https://campus.example.test/admin/groups/g-7',
      },
      // Late evening in UTC is the next day in Stockholm.
      { id: 8, name: 'Mentorsgrupp 2', deletedAt: '2025-06-13T22:30:00.000Z', campusAdminUrl: null },
    ],
  },
};

export const karlsAccountFacts: SetupEmailInfo = {
  locationName: 'Gymnasiet Centrum',
  orgUnitPath: '/Personal/Gymnasiet Centrum',
  employeeFullName: 'Karl Lind',
  employeeEmail: 'karl.lind@skolan.test',
  employerRoleName: 'Rektor',
  employerName: 'Eva Strand',
  employerEmail: 'eva.strand@skolan.test',
};

export const karlsAccount: SetupEmailResult = {
  googleId: 'g-100200300',
  primaryEmail: 'karl.lind@skolan.test',
  initialPassword: 'Tulpan-Kanel-42!',
};

export const karlsPermissions: PersonPermissions = {
  editable: true,
  segments: [
    {
      key: 'support',
      name: 'Support',
      scope: 'location',
      flags: [
        {
          key: 'EDIT_ROLES',
          name: 'Redigera enhetsroller',
          description: '',
          bit: 1,
          direct: true,
          throughRoles: [],
        },
        {
          key: 'GHOST',
          name: 'Skugga',
          description: '',
          bit: 2,
          direct: false,
          throughRoles: ['Supportchef'],
        },
      ],
    },
    {
      key: 'auth',
      name: 'Behörigheter',
      scope: 'global',
      flags: [
        {
          key: 'PERMISSION_ADMIN',
          name: 'Behörighetsadministratör',
          description: 'Ändra personers och rollers behörigheter',
          bit: 1,
          direct: false,
          throughRoles: [],
        },
      ],
    },
  ],
};

/** Applies the changes as the server does: the direct grants change, the roles' do not. */
export function withChanges(permissions: PersonPermissions, changes: readonly PersonPermissionChange[]) {
  return {
    ...permissions,
    segments: permissions.segments.map((segment) => ({
      ...segment,
      flags: segment.flags.map((flag) => {
        const change = changes.find((c) => c.segment === segment.key && c.flag === flag.key);
        return change ? { ...flag, direct: change.held } : flag;
      }),
    })),
  };
}

/** A gate a handler waits on, so a test sees the busy state before it releases the answer. */
export function heldAnswer() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

export const personActionsHandlers = {
  /** POST …/person/{id}/publish ('Publicera'), answering once `held` resolves. */
  publish: (held: Promise<void> = Promise.resolve(), result?: Partial<PublishResult>) =>
    http.post('/api/integration/person/:id/publish', async () => {
      await held;
      await delay(1);
      return HttpResponse.json({
        data: { publishedAt: '2026-02-01T09:00:00.000Z', campusId: 'c-4711', ...result },
      });
    }),
  /** POST …/persons/publish/campus/{id} ('Publicera NY'). */
  publishCampus: (held: Promise<void> = Promise.resolve(), guardians = 2, memberships = 3) =>
    http.post('/api/integration/persons/publish/campus/:id', async () => {
      await held;
      await delay(1);
      return HttpResponse.json({
        data: { publishedAt: '2026-02-01T09:00:00.000Z', campusId: 'c-4711', guardians, memberships },
      });
    }),
  /** GET and POST …/person/{id}/setupemail. */
  setupEmail: (info: SetupEmailInfo = karlsAccountFacts, account: SetupEmailResult = karlsAccount) => {
    // As the server: once the account exists, asking what it would be is a 409.
    let created = false;
    const exists = {
      error: { statusCode: 409, message: 'The person already has an organisation e-mail account' },
    };
    return [
      http.get('/api/integration/person/:id/setupemail', () =>
        created ? HttpResponse.json(exists, { status: 409 }) : HttpResponse.json({ data: info }),
      ),
      http.post('/api/integration/person/:id/setupemail', () => {
        created = true;
        return HttpResponse.json({ data: account });
      }),
    ];
  },
  /** POST …/person/{id}/permissions, keeping the state between calls and recording each body. */
  permissions: (initial: PersonPermissions = karlsPermissions, bodies: PersonPermissionChange[][] = []) => {
    let state = initial;
    return http.post('/api/integration/person/:id/permissions', async ({ request }) => {
      const changes = (await request.json()) as PersonPermissionChange[];
      bodies.push(changes);
      state = withChanges(state, changes);
      return HttpResponse.json({ data: state });
    });
  },
};
