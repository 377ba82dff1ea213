import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likeContains } from './db-errors';

// Spanish accents folded away on both sides of a search: 'ramirez' finds 'Ramírez', 'nunez' 'Núñez'.
// Capitals too: under the C collation (PGlite, our clusters) lower() leaves 'Á' as it is ('alvarez', 'Álvarez').
const ACCENTED = 'áàäâéèëêíìïîóòöôúùüûñçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ';
const PLAIN = 'aaaaeeeeiiiioooouuuuncaaaaeeeeiiiioooouuuunc';

/** `expr` lower-cased without accents, in SQL (the stored search columns are written with it). */
export const foldedSql = (expr: SQL): SQL =>
  sql`translate(lower(${expr}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;

/** A stored folded `column` contains `text`, ignoring case and accents: its trigram index serves it. */
export const foldedContains = (column: AnyPgColumn, text: string): SQL =>
  sql`${column} like ${foldedSql(sql`${likeContains(text)}`)}`;
