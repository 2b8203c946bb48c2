import { ZLinkedPersons } from '@kansli/domain/persons/guardians';
import { ZPersonSearchResponse } from '@kansli/domain/persons/search-persons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { unlinkedAdult } from './person-fixtures.ts';

// A civic number searched for travels in the query string or the path; neither may reach the log.

let t: TestApp;
const logLines: string[] = [];
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp({ LOG_LEVEL: 'info' }, { write: (line) => logLines.push(line) });
});
afterAll(() => t.app.close());

describe('searching by civic number', () => {
  it('leaves no civic number in the server log', async () => {
    const { id, civicNumber } = await unlinkedAdult(t.database.db);
    const digits = civicNumber.replace('-', '');
    const search = await as('support').get('/api/integration/persons', ZPersonSearchResponse, {
      query: { search: civicNumber },
    });
    expect(search.body.data.persons.map((p) => p.id)).toEqual([id]);
    for (const query of [civicNumber, digits]) {
      const found = await as('support').get(`/api/persons/getGuardianFromPNR/${query}`, ZLinkedPersons);
      expect(found.body.map((p) => p.id)).toEqual([id]);
    }
    const refused = await as('larare').get(`/api/persons/getGuardianFromPNR/${digits}`);
    expect(refused.status).toBe(403);

    // The requests were logged, by their routes' patterns.
    expect(logLines.some((line) => line.includes('/api/persons/getGuardianFromPNR/:query'))).toBe(true);
    expect(logLines.some((line) => line.includes('/api/integration/persons'))).toBe(true);
    const leaks = logLines.filter(
      (line) => line.includes(civicNumber) || line.includes(digits) || line.includes(digits.slice(0, 8)),
    );
    expect(leaks).toEqual([]);
  });
});
