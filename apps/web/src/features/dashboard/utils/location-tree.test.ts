import { describe, expect, it } from 'vitest';
import { buildLocationTree } from '@/lib/location-tree.ts';
import { readableLocations } from '../test-fixtures.ts';
import { initialActiveLocation } from './location-tree.ts';

describe('initialActiveLocation', () => {
  it('is the first location, in tree order, with roles', () => {
    expect(initialActiveLocation(buildLocationTree(readableLocations))?.name).toBe('Förskolan Solrosen');
  });

  it('is nothing for an empty list', () => {
    expect(initialActiveLocation([])).toBeUndefined();
  });
});
