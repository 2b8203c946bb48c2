import { type SQL, sql } from 'drizzle-orm';

/** A LIKE pattern finding the text anywhere, lower-cased, its own % _ and \ taken literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word somewhere in the (lower-cased) text; no words match everything. */
export const allWordsMatch = (text: SQL, words: string[]) =>
  words.length === 0
    ? sql`true`
    : sql.join(
        words.map((word) => sql`${text} like ${likePattern(word)}`),
        sql` and `,
      );
