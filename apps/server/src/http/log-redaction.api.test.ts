import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, type TestApp, testApp } from '../test/app.ts';
import { personIdOf } from '../test/people.ts';
import { INTERNAL_ERROR_MESSAGE } from './errors.ts';

// Every log line goes through one redaction: a path no route matches keeps no civic number or e-mail
// address, and a failed query is logged without its text or parameters, even when it is Fastify that
// logs it (a hook failing while an error answer is sent).

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await testApp({ LOG_LEVEL: 'info' }, { write: (line) => logLines.push(line) });
});
afterAll(() => t.app.close());
beforeEach(() => {
  logLines.length = 0;
});

const CIVIC_NUMBER = '190312-1234';
const EMAIL = 'anna.svensson@example.se';

/** The log's lines that hold any of the texts, in any of the forms a path may carry them. */
function leaksOf(...texts: string[]) {
  const forms = texts.flatMap((text) => [
    text,
    text.replace('-', ''),
    encodeURIComponent(text),
    text.split('@')[0] ?? text,
  ]);
  return logLines.filter((line) => forms.some((form) => line.includes(form)));
}

describe('the log', () => {
  it('keeps no civic number or e-mail address of a path no route matches, signed in or not', async () => {
    const paths = [
      `/person/${CIVIC_NUMBER}`,
      `/person/${CIVIC_NUMBER.replace('-', '')}?q=${CIVIC_NUMBER}`,
      `/api/person/${EMAIL}/roles`,
      `/api/person/${encodeURIComponent(EMAIL)}`,
      `/api/nothing/19${CIVIC_NUMBER}`,
    ];
    const { cookie } = await signInAs(t.app, 'admin@kansli.test');
    for (const url of paths) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.body).not.toContain('1234');
      // A path outside the API may answer the web app's page, when it is built.
      const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect([200, 404]).toContain(signedIn.statusCode);
    }
    // The requests were logged, with the personal segments replaced.
    expect(logLines.some((line) => line.includes('"url":"/person/[redacted]"'))).toBe(true);
    expect(logLines.some((line) => line.includes('"url":"/api/person/[redacted]/roles"'))).toBe(true);
    expect(leaksOf(CIVIC_NUMBER, EMAIL)).toEqual([]);
  });

  it('keeps no parameter of a query that failed in a hook while an error answer was sent', async () => {
    const costCenter = '20190312-9876';
    const headOfPreschool = await personIdOf(t.database.db, 'forskolechef@kansli.test');
    const { cookie } = await signInAs(t.app, 'admin@kansli.test');
    const ghosting = `ghost_as=${headOfPreschool}`;
    // Ghosting begins (audited), then every audit event is refused: the ghosted request's audit, written
    // as its error answer (a 400) leaves, fails.
    const begun = await t.app.inject({
      method: 'GET',
      url: `/api/authorization?${ghosting}`,
      headers: { cookie },
    });
    expect(begun.statusCode).toBe(200);
    await t.database.db.execute(
      sql`alter table audit_events add constraint refuse_every_event check (false) not valid`,
    );
    let answer: Awaited<ReturnType<typeof t.app.inject>>;
    try {
      answer = await t.app.inject({
        method: 'GET',
        url: `/api/preschool/${costCenter}?${ghosting}&legalguardians=2`,
        headers: { cookie },
      });
    } finally {
      await t.database.db.execute(sql`alter table audit_events drop constraint refuse_every_event`);
    }
    // The answer is the API's error, without the query's values.
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ error: { statusCode: 500, message: INTERNAL_ERROR_MESSAGE } });
    // The failure was logged, by its codes.
    expect(logLines.filter((line) => line.includes('"code":"23514"')).length).toBeGreaterThan(0);
    expect(leaksOf(costCenter)).toEqual([]);
    expect(logLines.join('\n')).not.toMatch(/params|Failed query|insert into/i);
  });
});
