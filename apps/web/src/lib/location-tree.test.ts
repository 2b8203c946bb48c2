import { describe, expect, it } from 'vitest';
import { buildLocationTree, locationsInTreeOrder } from './location-tree.ts';

const locations = [
  { id: 201, parent_id: 1, name: 'Östra skolan' },
  { id: 101, parent_id: 100, name: 'Förskolan Solrosen' },
  { id: 1, parent_id: null, name: 'Nordljus Utbildning' },
  { id: 100, parent_id: 1, name: 'Nordljus Förskolor' },
  { id: 102, parent_id: 100, name: 'Förskolan Ängen' },
  { id: 103, parent_id: 100, name: 'Förskolan Åkern' },
];
const names = (list: { name: string }[]) => list.map((location) => location.name);

describe('buildLocationTree', () => {
  it('nests the locations by parent_id with siblings by Swedish name', () => {
    const [root, ...otherRoots] = buildLocationTree(locations);
    expect(otherRoots).toEqual([]);
    expect(root?.location.name).toBe('Nordljus Utbildning');
    expect(names(root?.children.map((child) => child.location) ?? [])).toEqual([
      'Nordljus Förskolor',
      'Östra skolan',
    ]);
    // Å, Ä and Ö come last, in that order.
    expect(names(root?.children[0]?.children.map((child) => child.location) ?? [])).toEqual([
      'Förskolan Solrosen',
      'Förskolan Åkern',
      'Förskolan Ängen',
    ]);
  });

  it('makes a location whose parent is not in the list a root', () => {
    const roots = buildLocationTree(locations.filter((location) => location.id !== 1));
    expect(names(roots.map((root) => root.location))).toEqual(['Nordljus Förskolor', 'Östra skolan']);
  });

  it('lists each location before its children', () => {
    expect(names(locationsInTreeOrder(buildLocationTree(locations)))).toEqual([
      'Nordljus Utbildning',
      'Nordljus Förskolor',
      'Förskolan Solrosen',
      'Förskolan Åkern',
      'Förskolan Ängen',
      'Östra skolan',
    ]);
  });
});
