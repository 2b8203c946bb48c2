/** Spec part 2, 5: the question before a segment or a flag is deleted. */
export const DELETE_QUESTION = 'Är du säker på att du vill ta bort behörigheten?';
export const SEGMENT_DELETE_WARNING = 'Tar bort segmentet, dess behörigheter och alla tilldelningar';
export const FLAG_IN_USE_WARNING = 'Om behörigheten används slutar det som kräver den att fungera.';
export const BUILT_IN_SEGMENT_TEXT =
  'Kansli använder segmentet: det kan inte tas bort och dess KEY och scope kan inte ändras.';
export const BUILT_IN_FLAG_TEXT = 'Kansli använder behörigheten: den kan inte tas bort.';
export const SEGMENT_CREATED_NOTICE = 'Segmentet är skapat';
export const SEGMENT_SAVED_NOTICE = 'Segmentet är sparat';
export const SEGMENT_DELETED_NOTICE = 'Segmentet är borttaget';
export const FLAG_CREATED_NOTICE = 'Behörigheten är skapad';
export const FLAG_DELETED_NOTICE = 'Behörigheten är borttagen';
export const KEY_HINT = 'En bokstav, sedan bokstäver, siffror eller _ (högst 40 tecken)';

/** How many roles hold the flag, and what that means. */
export function holdersText(count: number): string {
  if (count === 0) return 'Ingen roll har behörigheten.';
  const roles = count === 1 ? '1 roll' : `${count} roller`;
  return `${roles} har behörigheten. Det som kräver den slutar fungera för dem.`;
}

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** A key the server takes (packages/domain's ZKey); the empty key is not wrong yet, only missing. */
export function keyError(key: string): boolean {
  const trimmed = key.trim();
  return trimmed !== '' && !KEY_PATTERN.test(trimmed);
}
