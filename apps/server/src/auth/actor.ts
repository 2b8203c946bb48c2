import type { FlagKey, SegmentKey } from '@kansli/domain/access/catalogue';
import {
  ancestorsOf as ancestorsFromParents,
  flagsAnywhere,
  flagsAt,
  type HeldGrant,
} from '@kansli/domain/access/grants';
import type { Db } from '../db/client.ts';
import { loadFlagBits, loadGrants, loadLocationParents } from './access-repository.ts';

/** Who a request acts as, with the permission lookups of that person memoized for the request. */
export interface Actor {
  /** The signed-in person. */
  realPersonId: number;
  /** The person acted as: the ghosted person while ghosting, else the signed-in one. */
  personId: number;
  ghostAsId: number | null;
  /** While ghosting, when the time limit ends it; else null. */
  ghostingEndsAt: Date | null;
  givenName: string;
  familyName: string;
  avatarImage: string | null;
  grants(): Promise<HeldGrant[]>;
  holds<S extends SegmentKey>(segment: S, flag: FlagKey<S>): Promise<boolean>;
  /** At the location, or at any location when null. */
  holdsAt<S extends SegmentKey>(segment: S, flag: FlagKey<S>, locationId: number | null): Promise<boolean>;
  /**
   * The bit mask of the segment's flags held at the location (a grant there or above it), or anywhere
   * when null; also for segments administrators added, which the code's catalogue does not name.
   */
  flagsOf(segment: string, locationId: number | null): Promise<number>;
}

export interface ActorPerson {
  id: number;
  givenName: string;
  familyName: string;
  avatarImage: string | null;
}

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load();
    return value;
  };
}

/**
 * The location tree and the flag bits change rarely and are read by every permission check, so each
 * process keeps them for a minute: a change to them holds everywhere within that minute. A change made
 * in this process (the organisation editor's) is read again at once, and a unit the kept tree does not
 * know — one just made by another instance — has the tree read again, at most once a second.
 */
const CATALOGUE_TTL_MS = 60_000;
const UNKNOWN_LOCATION_RELOAD_MS = 1_000;
interface Catalogue {
  loadedAt: number;
  generation: number;
  parents: Promise<Map<number, number | null>>;
  bits: Promise<Map<string, number>>;
}
const catalogues = new WeakMap<Db, Catalogue>();
let generation = 0;

/** After a change to the location tree: every check of this process reads the tree again. */
export function locationTreeChanged(): void {
  generation += 1;
}

function catalogueOf(db: Db): Catalogue {
  let catalogue = catalogues.get(db);
  if (
    !catalogue ||
    catalogue.generation !== generation ||
    Date.now() - catalogue.loadedAt > CATALOGUE_TTL_MS
  ) {
    catalogue = {
      loadedAt: Date.now(),
      generation,
      parents: loadLocationParents(db),
      bits: loadFlagBits(db),
    };
    // A failed load must not be kept.
    Promise.all([catalogue.parents, catalogue.bits]).catch(() => catalogues.delete(db));
    catalogues.set(db, catalogue);
  }
  return catalogue;
}

/** The tree, read again when it lacks the location and was read more than a second ago. */
async function parentsKnowing(db: Db, locationId: number): Promise<Map<number, number | null>> {
  const catalogue = catalogueOf(db);
  const parents = await catalogue.parents;
  if (parents.has(locationId) || Date.now() - catalogue.loadedAt < UNKNOWN_LOCATION_RELOAD_MS) return parents;
  if (catalogues.get(db) === catalogue) catalogues.delete(db);
  return catalogueOf(db).parents;
}

/** The acting person; `realPersonId` differs from `person.id` while ghosting. */
export function createActor(db: Db, realPersonId: number, person: ActorPerson): Actor {
  const grants = memo(() => loadGrants(db, person.id));
  const bitOf = async (segment: string, flag: string) =>
    (await catalogueOf(db).bits).get(`${segment}.${flag}`) ?? 0;
  const ancestorsOf = async (locationId: number) =>
    ancestorsFromParents(locationId, await parentsKnowing(db, locationId));
  const flagsOf = async (segment: string, locationId: number | null) =>
    locationId === null
      ? flagsAnywhere(await grants(), segment)
      : flagsAt(await grants(), segment, await ancestorsOf(locationId));
  const holdsAt = async (segment: string, flag: string, locationId: number | null) => {
    const bit = await bitOf(segment, flag);
    return bit !== 0 && ((await flagsOf(segment, locationId)) & bit) !== 0;
  };
  return {
    realPersonId,
    personId: person.id,
    ghostAsId: person.id === realPersonId ? null : person.id,
    ghostingEndsAt: null,
    givenName: person.givenName,
    familyName: person.familyName,
    avatarImage: person.avatarImage,
    grants,
    holds: (segment, flag) => holdsAt(segment, flag, null),
    holdsAt,
    flagsOf,
  };
}
