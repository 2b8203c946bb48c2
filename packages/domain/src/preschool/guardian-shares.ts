import { z } from 'zod';
import { ZId } from '../http/id.ts';

// Custody shares of a child's fee between its guardians (spec 5.4).

export const SHARE_SUM_MESSAGE = 'Andelarna måste tillsammans bli 100 %';
const LISTED_TWICE_MESSAGE = 'listed twice';
export const shareCountMessage = (count: number) => `Delad vårdnad mellan ${count} vårdnadshavare stöds inte`;

const ZPercent = z.number().int().min(0).max(100);

/**
 * The guardian-share dialog: exactly two guardians; the slider sets the first share, the second is the
 * rest.
 */
export const ZGuardianShares = z
  .array(z.object({ id: ZId, percent: ZPercent }))
  .superRefine((shares, ctx) => {
    if (shares.length !== 2) ctx.addIssue({ code: 'custom', message: shareCountMessage(shares.length) });
    else if ((shares[0]?.percent ?? 0) + (shares[1]?.percent ?? 0) !== 100) {
      ctx.addIssue({ code: 'custom', message: SHARE_SUM_MESSAGE });
    }
  });

/** A guardian listed on a child: an id, or an id with its custody share. Answers both as the latter. */
export const ZLinkedGuardian = z.union([
  ZId.transform((id) => ({ id, percent: null as number | null })),
  z
    .object({ id: ZId, percent: ZPercent.nullish() })
    .transform((g) => ({ id: g.id, percent: g.percent ?? null })),
]);
export type TLinkedGuardian = z.output<typeof ZLinkedGuardian>;

export interface CustodyShare {
  id: number;
  percent: number;
}

/**
 * The shares of a child's guardians as listed: a given share stays; the rest of 100 is split evenly
 * among those without one, the odd percent to the first of them. So one guardian alone pays all and
 * two without shares pay half each. Shares go only with at most two guardians, and must make 100.
 */
export function custodyShares(
  guardians: TLinkedGuardian[],
): { shares: CustodyShare[] } | { message: string } {
  if (new Set(guardians.map((g) => g.id)).size !== guardians.length) return { message: LISTED_TWICE_MESSAGE };
  if (guardians.length > 2 && guardians.some((g) => g.percent !== null)) {
    return { message: shareCountMessage(guardians.length) };
  }
  const given = guardians.reduce((sum, g) => sum + (g.percent ?? 0), 0);
  const open = guardians.filter((g) => g.percent === null).length;
  const even = open === 0 ? 0 : Math.floor((100 - given) / open);
  const shares = guardians.map((g) => ({ id: g.id, percent: g.percent ?? even }));
  const rest = 100 - shares.reduce((sum, g) => sum + g.percent, 0);
  const firstOpen = guardians.findIndex((g) => g.percent === null);
  if (firstOpen >= 0 && rest > 0) (shares[firstOpen] as CustodyShare).percent += rest;
  if (guardians.length > 0 && shares.reduce((sum, g) => sum + g.percent, 0) !== 100) {
    return { message: SHARE_SUM_MESSAGE };
  }
  return { shares };
}

export interface CustodyLink {
  childId: number;
  guardianId: number;
  percent: number;
  sortOrder: number;
}

const withPercent = (link: CustodyLink, percent: number): CustodyLink => ({
  childId: link.childId,
  guardianId: link.guardianId,
  percent,
  sortOrder: link.sortOrder,
});

/**
 * The links to write when a guardian's children become `childIds` (spec 5.4). A child gaining its
 * second guardian splits the fee half each; a third or later guardian joins at 0 % (shares among more
 * are set by hand); a child left with one guardian gives that guardian all of it. `links` are the
 * current links of the children concerned, without those of `removedChildIds`.
 */
export function custodyAfterLinking(
  guardianId: number,
  childIds: readonly number[],
  removedChildIds: readonly number[],
  links: readonly CustodyLink[],
): CustodyLink[] {
  const affected = [...new Set([...childIds, ...removedChildIds])];
  return affected.flatMap((childId): CustodyLink[] => {
    const others = links.filter((l) => l.childId === childId && l.guardianId !== guardianId);
    if (!childIds.includes(childId)) {
      return others.length === 1 ? others.map((l) => withPercent(l, 100)) : [];
    }
    if (links.some((l) => l.childId === childId && l.guardianId === guardianId)) return [];
    const [other] = others;
    if (!other) return [{ childId, guardianId, percent: 100, sortOrder: 0 }];
    if (others.length === 1) {
      return [withPercent(other, 50), { childId, guardianId, percent: 50, sortOrder: 1 }];
    }
    return [{ childId, guardianId, percent: 0, sortOrder: others.length }];
  });
}

/** A guardian as the child form lists it: its share, or null while the shares are not set. */
interface ListedShare {
  id: number;
  percent: number | null;
}

/**
 * The shares as the child form shows them (spec 5.4): one guardian pays all, two share half each
 * until the dialog sets them, and among more the shares are left to the server's even split.
 */
function formShares<G extends ListedShare>(guardians: G[], keepTwo: boolean): G[] {
  if (guardians.length === 1) return guardians.map((g) => ({ ...g, percent: 100 }));
  if (guardians.length === 2) {
    if (keepTwo && guardians.reduce((sum, g) => sum + (g.percent ?? 0), 0) === 100) return guardians;
    return guardians.map((g) => ({ ...g, percent: 50 }));
  }
  return guardians.map((g) => ({ ...g, percent: null }));
}

/** The child form's guardians after one more is dragged or added; one listed already changes nothing. */
export function withGuardianAdded<G extends ListedShare>(guardians: readonly G[], added: G): G[] {
  if (guardians.some((g) => g.id === added.id)) return [...guardians];
  return formShares([...guardians, added], false);
}

/** The child form's guardians after one is taken off; two left keep their shares if they make 100. */
export function withGuardianRemoved<G extends ListedShare>(guardians: readonly G[], id: number): G[] {
  return formShares(
    guardians.filter((g) => g.id !== id),
    true,
  );
}
