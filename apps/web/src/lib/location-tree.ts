// The organisation's units as a tree, for the screens that draw it (the dashboard, Superadmin ›
// Organisation): each unit under its parent, siblings by Swedish name.

export type TreeLocation = { id: number; parent_id: number | null; name: string };
export type LocationTreeNode<L extends TreeLocation> = { location: L; children: LocationTreeNode<L>[] };

const swedish = new Intl.Collator('sv');

/** Nests the flat list by parent_id; a location whose parent is not in the list is a root. Siblings by name. */
export function buildLocationTree<L extends TreeLocation>(locations: readonly L[]): LocationTreeNode<L>[] {
  const nodes = new Map(
    locations.map((location) => [location.id, { location, children: [] as LocationTreeNode<L>[] }]),
  );
  const roots: LocationTreeNode<L>[] = [];
  for (const node of nodes.values()) {
    const parent = node.location.parent_id === null ? undefined : nodes.get(node.location.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  const byName = (a: LocationTreeNode<L>, b: LocationTreeNode<L>) =>
    swedish.compare(a.location.name, b.location.name);
  for (const node of nodes.values()) node.children.sort(byName);
  return roots.sort(byName);
}

/** The locations in the order they are shown: each before its children. */
export function locationsInTreeOrder<L extends TreeLocation>(roots: readonly LocationTreeNode<L>[]): L[] {
  return roots.flatMap((node) => [node.location, ...locationsInTreeOrder(node.children)]);
}
