import { sql, type SQL } from 'drizzle-orm';

/** The PostgreSQL constraint a unique violation (23505) broke, looking through driver wrappers. */
export function uniqueViolation(err: unknown): string | undefined {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; depth < 4 && e; depth++) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
export const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Spanish accents folded away on both sides of a search: 'ramirez' finds 'Ramírez', 'nunez' 'Núñez'.
const ACCENTED = 'áàäâéèëêíìïîóòöôúùüûñç';
const PLAIN = 'aaaaeeeeiiiioooouuuunc';

// Written into the SQL, not bound: a trigram index on this very expression serves the search (migration 0009).
const fold = (expr: SQL): SQL =>
  sql`translate(lower(${expr}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;

/** `expr` contains `text`, ignoring case and accents; done by the database. */
export const foldedContains = (expr: SQL, text: string): SQL =>
  sql`${fold(expr)} like ${fold(sql`${likeContains(text)}`)}`;
