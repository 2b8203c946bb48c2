import { describe, expect, it } from 'vitest';
import { readableLocations } from '../test-fixtures.ts';
import { buildLocationTree, initialActiveLocation, locationsInTreeOrder } from './location-tree.ts';

const names = (locations: { name: string }[]) => locations.map((location) => location.name);

describe('buildLocationTree', () => {
  it('nests the locations by parent_id with siblings by name', () => {
    const [root, ...otherRoots] = buildLocationTree(readableLocations);

    expect(otherRoots).toEqual([]);
    expect(root?.location.name).toBe('Nordljus Utbildning');
    expect(names(root?.children.map((child) => child.location) ?? [])).toEqual([
      'Nordljus Förskolor',
      'Nordljus grundskola Centrum',
    ]);
    expect(root?.children[0]?.children.map((child) => child.location.name)).toEqual(['Förskolan Solrosen']);
  });

  it('makes a location whose parent is not in the list a root', () => {
    const roots = buildLocationTree(readableLocations.filter((location) => location.id !== 1));

    expect(roots.map((root) => root.location.name)).toEqual([
      'Nordljus Förskolor',
      'Nordljus grundskola Centrum',
    ]);
  });

  it('lists each location before its children', () => {
    expect(names(locationsInTreeOrder(buildLocationTree(readableLocations)))).toEqual([
      'Nordljus Utbildning',
      'Nordljus Förskolor',
      'Förskolan Solrosen',
      'Nordljus grundskola Centrum',
    ]);
  });
});

describe('initialActiveLocation', () => {
  it('is the first location, in tree order, with roles', () => {
    expect(initialActiveLocation(buildLocationTree(readableLocations))?.name).toBe('Förskolan Solrosen');
  });

  it('is nothing for an empty list', () => {
    expect(initialActiveLocation([])).toBeUndefined();
  });
});
