import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, signInAs, type TestApp, testApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

/** Reachable without a session, by design. */
const publicRoutes = new Set(['GET /api/auth/config', 'POST /api/authenticate', 'DELETE /api/authenticate']);

/** Every endpoint that needs a permission, with a demo account that lacks it and a valid request. */
const flagProtected: { route: string; who: string; payload?: object }[] = [
  {
    route: 'POST /api/permissions/add',
    who: 'support',
    payload: { context: 'role', context_id: 1, segment: 'auth', flag: 'PERMISSION_ADMIN' },
  },
  {
    route: 'POST /api/permissions/remove',
    who: 'larare',
    payload: { context: 'role', context_id: 1, segment: 'auth', flag: 'PERMISSION_ADMIN' },
  },
];

function documentedRoutes(): string[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const request = (route: string) => {
  const [method, path] = route.split(' ') as [HTTPMethods, string];
  return { method, url: path.replaceAll(/\{[^}]+\}/g, '1') };
};

describe('every API endpoint', () => {
  it('is documented, and the list is not empty', () => {
    expect(documentedRoutes()).toEqual(
      expect.arrayContaining(['GET /api/authorization', 'POST /api/permissions/add']),
    );
  });

  it('answers 401 in the error shape without a session, unless it is public', async () => {
    const open: string[] = [];
    for (const route of documentedRoutes().filter((r) => !publicRoutes.has(r))) {
      const response = await t.app.inject({ ...request(route), headers: csrfHeaders, payload: {} });
      if (response.statusCode !== 401 || response.json().error?.statusCode !== 401) open.push(route);
    }
    expect(open).toEqual([]);
  });

  it.each(flagProtected)(
    '$route answers 403 to $who, who lacks the flag',
    async ({ route, who, payload }) => {
      const { cookie } = await signInAs(t.app, `${who}@kansli.test`);
      const response = await t.app.inject({
        ...request(route),
        headers: { cookie, ...csrfHeaders },
        payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.statusCode).toBe(403);
    },
  );
});
