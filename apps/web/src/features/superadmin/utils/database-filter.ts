// A browse's filter: a text per column, sent as a JSON object; a text starting with '=' is the whole
// value (a foreign key's jump), any other is looked for anywhere in the column.

export type DatabaseFilter = Readonly<Record<string, string>>;

/** The filter's columns that filter something, in a stable order. */
function filledOf(filter: DatabaseFilter): [string, string][] {
  return Object.entries(filter)
    .filter(([, text]) => text.trim() !== '')
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The query parameter of the filter, undefined when it filters nothing. */
export function filterParam(filter: DatabaseFilter): string | undefined {
  const filled = filledOf(filter);
  return filled.length > 0 ? JSON.stringify(Object.fromEntries(filled)) : undefined;
}

/** The filter of a jump through a foreign key: exactly that value in the referenced column. */
export const exactFilter = (column: string, value: unknown): DatabaseFilter => ({ [column]: `=${value}` });

/** A filter read back from the address; anything but an object of texts is no filter. */
export function parseFilterParam(text: string | null): DatabaseFilter {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
