/** Spec part 2, 2: the empty text of a list of flags. */
export const NO_PERMISSIONS_TEXT = 'Inga behörigheter';
export const CHOOSE_ROLE_TEXT = 'Välj en roll.';
export const CHOOSE_SEGMENT_TEXT = 'Välj ett segment.';
export const CHOOSE_FLAG_TEXT = 'Välj en behörighet.';
