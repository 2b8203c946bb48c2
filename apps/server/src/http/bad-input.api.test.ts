import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, signInAs, type TestApp, testApp } from '../test/app.ts';
import { newGuardian, permissionChange } from '../test/bodies.ts';
import { testCampus } from '../test/campus.ts';
import { resetDatabase } from '../test/database.ts';
import { testFlex } from '../test/flex.ts';
import { testDirectory, WORKSPACE } from '../test/google.ts';
import { testVisma } from '../test/visma.ts';

// Generated bodies, query strings and path parameters sent to every route: whatever comes, the answer
// is never a 5xx. The administrator sends them, so every check passes and the input reaches the work.

let t: TestApp;
const logLines: string[] = [];
let cookie: string;
let closeVisma: () => Promise<void>;
beforeAll(async () => {
  const { visma, running } = await testVisma();
  // The person's outside systems too, so that no route answers 503 for a system not set up.
  const [campus, flex, google] = await Promise.all([testCampus(), testFlex(), testDirectory()]);
  closeVisma = async () => {
    await Promise.all([running, campus.running, flex.running, google.running].map((r) => r.close()));
  };
  const personSystems = {
    campus: { client: campus.campus, adminUrl: campus.running.url },
    flex: flex.flex,
    directory: { client: google.directory, groupClient: google.directory, workspace: WORKSPACE },
  };
  t = await testApp(
    { LOG_LEVEL: 'info' },
    { write: (line) => logLines.push(line) },
    undefined,
    visma,
    undefined,
    undefined,
    personSystems,
  );
  cookie = (await signInAs(t.app, 'admin@kansli.test')).cookie;
});
afterAll(async () => {
  await closeVisma();
  await resetDatabase(t.database);
  await t.app.close();
});

/** Sign-out would end the session the other routes are tried with; it takes no input anyway. */
const untried = new Set(['DELETE /api/authenticate']);

interface Operation {
  method: HTTPMethods;
  path: string;
  query: string[];
}

function operations(): Operation[] {
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => !untried.has(`${method.toUpperCase()} ${path}`))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as HTTPMethods,
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
  );
}

/** Texts that have broken servers: NUL, lone surrogates, huge and odd numbers, year zero, long runs. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '2147483648',
    '4294967296',
    '-1',
    '0',
    '99999999999999999999',
    '1e309',
    'NaN',
    '1.005',
    '0000-01',
    '0000-01-01',
    '9999-12-31',
    '2026-02-30',
    '2026-13',
    '',
    ' ',
    '%',
    '_',
    "'; drop table persons; --",
    'a'.repeat(100_000),
    '4101',
    '2026-11',
  ),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.string(),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 31) - 1, 1e308, 0, -1, 0.5),
  fc.integer(),
  fc.double(),
);

const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom('type', 'mode', 'data', 'id')), tie('json'), {
      maxKeys: 5,
    }),
  ),
}));

const child = {
  mode: 'create',
  type: 'child',
  data: {
    given_name: 'Test',
    family_name: 'Barn',
    civic_number: '230310-1234',
    start: '2026-01-01',
    cost: '1234.5',
    care_time: 'Heltid',
  },
  care_times: [{ start: '2026-01-01', end: null, cost: 1000, care_time: 'Deltid' }],
  guardians: [1],
};
const guardian = { ...newGuardian, children_ids: [1] };

/** Valid bodies to start from, so that a changed field gets past the shape and into the work. */
const examples = [
  child,
  guardian,
  { ...child, mode: 'edit', child_id: 1 },
  [child, guardian],
  permissionChange,
];

type Json = unknown;
/** The example with the value at one path replaced. */
function replaceAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  if (value && typeof value === 'object') {
    return { ...value, [head]: replaceAt((value as Record<string, Json>)[head], rest, replacement) };
  }
  return replacement;
}

function leafPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => leafPaths(item, [...path, i]))];
  if (value && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))];
  }
  return [path];
}

const mutatedExample = fc
  .constantFrom(...examples)
  .chain((example) =>
    fc
      .tuple(fc.constantFrom(...leafPaths(example)), fc.oneof(json, hostileText, hostileNumber))
      .map(([path, replacement]) => replaceAt(example, path, replacement)),
  );

const body = fc.oneof(mutatedExample, json);

const pathValue = fc.oneof(fc.constantFrom('4101', '1', '2'), hostileText, hostileNumber.map(String));

function requestFor(operation: Operation) {
  const params = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  return fc.record({
    params: fc.tuple(...params.map(() => pathValue)),
    query: fc.dictionary(
      fc.constantFrom(...operation.query, 'ghost_as', 'x'),
      fc.oneof(hostileText, fc.constant('1')),
    ),
    body,
  });
}

describe('generated input', () => {
  it('never gets a 5xx from any route', async () => {
    const failures: string[] = [];
    for (const operation of operations()) {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async ({ params, query, body: payload }) => {
          let i = 0;
          const url = operation.path.replaceAll(/\{[^}]+\}/g, () =>
            encodeURIComponent(String(params[i++]).toWellFormed()),
          );
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const write = operation.method !== 'GET';
          const response = await t.app.inject({
            method: operation.method,
            url: search ? `${url}?${search}` : url,
            headers: { cookie, ...(write ? { ...csrfHeaders, 'content-type': 'application/json' } : {}) },
            ...(write ? { payload: JSON.stringify(payload) } : {}),
          });
          if (response.statusCode >= 500) {
            failures.push(`${operation.method} ${url}?${search} ${JSON.stringify(payload)?.slice(0, 300)}`);
          }
          return response.statusCode < 500;
        }),
        { numRuns: 60, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    // About 110 routes × 60 requests: far more work than any other test, so a limit of its own.
  }, 180_000);

  it.each([
    '/api/preschool/%00',
    '/api/preschool/%ED%A0%80',
    '/api/preschool/%E0%A4%A',
    '/api/preschool/4101?search=%00',
    '/api/preschool/4101?pageIndex=99999999999999999999',
    '/api/preschool/4101/invoices/2147483648',
    '/api/preschool/4101/invoices/99999999999999999999',
    '/api/preschool/4101/overview?period=0000-01',
    '/api/authorization?ghost_as=2147483648',
  ])('answers %s with a 4xx naming what is wrong', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.message).toEqual(expect.any(String));
  });

  it('leaves no civic number, name or query parameter in the log', () => {
    // The lines themselves, so that a failure shows what leaked.
    expect(logLines.filter((line) => /230310-1234|Ada|Barn|params:|Failed query/.test(line))).toEqual([]);
  });
});
