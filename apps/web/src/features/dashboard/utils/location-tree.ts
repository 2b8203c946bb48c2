import { type LocationTreeNode, locationsInTreeOrder } from '@/lib/location-tree.ts';
import type { ReadableLocation } from '../api/get-readable-authorizations.ts';

/** The location shown first: the first one, in tree order, where the user has roles. */
export function initialActiveLocation(
  roots: readonly LocationTreeNode<ReadableLocation>[],
): ReadableLocation | undefined {
  const inOrder = locationsInTreeOrder(roots);
  return inOrder.find((location) => location.authorization.roles.length > 0) ?? inOrder[0];
}
