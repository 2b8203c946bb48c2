// Valid request bodies the cross-cutting tests start from.

/** POST /api/preschool/{costCenter}/person: a new guardian. */
export const newGuardian = {
  mode: 'create',
  type: 'legalguardian',
  data: {
    given_name: 'Ada',
    family_name: 'Test',
    email: 'ada@hemma.test',
    phone: '070-1',
    street_address: 'Gatan 1',
    postal_code: '111 11',
    city: 'Stockholm',
  },
};

/** POST /api/permissions/add and /remove. */
export const permissionChange = { context: 'role', context_id: 1, segment: 'auth', flag: 'PERMISSION_ADMIN' };

/** The settings production insists on, for tests of what production does differently. */
export const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused.kansli.test/kansli',
  OIDC_ISSUER: 'https://idp.kansli.test',
  OIDC_CLIENT_ID: 'kansli-test',
  PUBLIC_URL: 'https://kansli.test',
};
