import { describe, expect, it } from 'vitest';
import { exportSystemOf } from './export-system.ts';

describe('exportSystemOf', () => {
  it.each([
    ['Nordljus grundskola Centrum', 'schoolsoft'],
    ['NORDLJUS GRUNDSKOLA', 'schoolsoft'],
    ['Nordljus komvux Stockholm', 'online'],
    ['Nordljus gymnasium Malmö', 'adela'],
    ['Förskolan Solrosen', 'adela'],
  ])('chooses by the unit name: %s → %s', (name, system) => {
    expect(exportSystemOf(name)).toBe(system);
  });
});
