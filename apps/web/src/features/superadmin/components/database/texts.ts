// The Databas tab's texts: 'N rader' and 'a - b av total' are the spec's (part 2, 2), the rest the app's.

export const TABLES_TITLE = 'Tabeller';
export const CHOOSE_TABLE_TEXT = 'Välj en tabell.';
export const TABLES_FAILED_TEXT = 'Tabellerna kunde inte läsas.';
export const ROWS_FAILED_TEXT = 'Raderna kunde inte läsas.';
export const NO_ROWS_TEXT = 'Inga rader';
export const FILTER_HINT = 'Ett filter som börjar med = söker exakt det värdet.';
export const EDIT_HINT = 'Ändringar i de redigerbara kolumnerna loggas men sparas inte.';
export const EDIT_LOGGED_NOTICE = 'Ändringen loggades men sparades inte.';
export const PREVIOUS_PAGE_LABEL = 'Föregående sida';
export const NEXT_PAGE_LABEL = 'Nästa sida';

export const rowCountText = (count: number) => (count === 1 ? '1 rad' : `${count} rader`);
export const rangeText = (first: number, last: number, total: number) => `${first} - ${last} av ${total}`;
export const filterLabel = (column: string) => `Filtrera ${column}`;
export const jumpLabel = (table: string, column: string, value: string) =>
  `Öppna ${table} där ${column} är ${value}`;
export const editLabel = (column: string, id: unknown) => `${column} på rad ${id}`;
