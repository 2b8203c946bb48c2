import { describe, expect, it } from 'vitest';
import { publishableUnits, SELECT_OPTION_MESSAGE, ZPublishRunRequest } from './publishing.ts';

describe('publishableUnits', () => {
  it('leaves out staff, kitchen and test units and orders grundskola, gymnasium, the rest', () => {
    const names = [
      'Nordljus komvux Stockholm',
      'Nordljus gymnasium Malmö',
      'Nordljus Stab',
      'Förskolan Solrosen',
      'Nordljus grundskola Västra',
      'Centralköket',
      'Testenheten',
      'Nordljus gymnasium Göteborg',
      'Nordljus grundskola Centrum',
      'Skolledning',
    ].map((name) => ({ name }));
    expect(publishableUnits(names).map((u) => u.name)).toEqual([
      'Nordljus grundskola Centrum',
      'Nordljus grundskola Västra',
      'Nordljus gymnasium Göteborg',
      'Nordljus gymnasium Malmö',
      'Förskolan Solrosen',
      'Nordljus komvux Stockholm',
    ]);
  });
});

describe('ZPublishRunRequest', () => {
  it('needs a target', () => {
    const parsed = ZPublishRunRequest.safeParse({
      locationId: 201,
      mode: 'groups',
      campus: false,
      google: false,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(SELECT_OPTION_MESSAGE);
  });
});
