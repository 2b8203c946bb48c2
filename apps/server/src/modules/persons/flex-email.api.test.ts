import { ZFlexResponse } from '@kansli/domain/persons/publishing';
import type { FlexSandbox } from '@kansli/sandbox/flex/flex-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { testFlex } from '../../test/flex.ts';
import { personIdOf } from '../../test/people.ts';

let t: TestApp;
let running: RunningSandbox<FlexSandbox>;
const as = apiAs(() => t.app);
beforeAll(async () => {
  const started = await testFlex();
  running = started.running;
  t = await testApp({}, undefined, undefined, undefined, undefined, undefined, { flex: started.flex });
});
afterAll(async () => {
  await t.app.close();
  await running.close();
});
beforeEach(() => running.sandbox.control.reset());

const url = (id: number) => `/api/integration/person/${id}/flex`;
const audits = (id: number) =>
  t.database.db.$count(
    auditEvents,
    and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, 'person.flex.email')),
  );

describe('the e-mail to Flex: POST /api/integration/person/{id}/flex', () => {
  it('puts the address on the employee in Flex, audited', async () => {
    const id = await personIdOf(t.database.db, 'forskollarare@kansli.test');
    const before = await audits(id);
    const entry = { type: 'work', email: 'elin.svensson@kansli.test', system: 'admin' };
    const answer = await as('support').post(url(id), entry, ZFlexResponse);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { email: 'elin.svensson@kansli.test' } });
    expect(running.sandbox.emails.get(String(id))).toMatchObject({ email: entry.email, type: 'work' });
    expect(await audits(id)).toBe(before + 1);
  });

  it('refuses a student address, a user without PERSONS and an unknown person, sending nothing', async () => {
    const id = await personIdOf(t.database.db, 'forskollarare@kansli.test');
    const student = await as('support').post(url(id), { type: 'student', email: 'elev@elev.kansli.test' });
    expect(student.status).toBe(400);
    expect(student.error?.message).toBe('type: a student e-mail address is not sent to Flex');
    expect((await as('larare').post(url(id), { type: 'work', email: 'a@kansli.test' })).status).toBe(403);
    expect((await as('support').post(url(999_999), { type: 'work', email: 'a@kansli.test' })).status).toBe(
      404,
    );
    expect(running.sandbox.control.received()).toEqual([]);
  });

  it('answers 502 and audits nothing when Flex fails', async () => {
    const id = await personIdOf(t.database.db, 'forskollarare@kansli.test');
    const before = await audits(id);
    running.sandbox.control.failNext(3, 503);
    const failed = await as('support').post(url(id), { type: 'work', email: 'x@kansli.test' });
    expect(failed.status).toBe(502);
    expect(failed.error?.message).toBe('Flex svarar inte just nu. Försök igen om en stund.');
    expect(await audits(id)).toBe(before);
  });
});
