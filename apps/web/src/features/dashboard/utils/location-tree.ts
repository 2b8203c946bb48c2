import type { ReadableLocation } from '../api/get-readable-authorizations.ts';

export type LocationTreeNode = { location: ReadableLocation; children: LocationTreeNode[] };

const byName = (a: LocationTreeNode, b: LocationTreeNode) =>
  a.location.name.localeCompare(b.location.name, 'sv');

/** Nests the flat list by parent_id; a location whose parent is not in the list is a root. Siblings by name. */
export function buildLocationTree(locations: readonly ReadableLocation[]): LocationTreeNode[] {
  const nodes = new Map(
    locations.map((location) => [location.id, { location, children: [] as LocationTreeNode[] }]),
  );
  const roots: LocationTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.location.parent_id === null ? undefined : nodes.get(node.location.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  for (const node of nodes.values()) node.children.sort(byName);
  return roots.sort(byName);
}

/** The locations in the order they are shown: each before its children. */
export function locationsInTreeOrder(roots: readonly LocationTreeNode[]): ReadableLocation[] {
  return roots.flatMap((node) => [node.location, ...locationsInTreeOrder(node.children)]);
}

/** The location shown first: the first one, in tree order, where the user has roles. */
export function initialActiveLocation(roots: readonly LocationTreeNode[]): ReadableLocation | undefined {
  const inOrder = locationsInTreeOrder(roots);
  return inOrder.find((location) => location.authorization.roles.length > 0) ?? inOrder[0];
}
