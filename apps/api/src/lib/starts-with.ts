import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Above every character a text holds: `prefix` + it bounds the texts that start with `prefix`.
const LAST_CHARACTER = '\u{10FFFF}';

/**
 * `column` starts with `prefix`, as a range in byte order, the order of its text_pattern_ops index.
 * `LIKE $1` reaches that index only when the planner sees the value: a prepared statement's generic
 * plan (decision 38) does not, and read the whole index; a range of two parameters it can seek.
 */
export const startsWith = (column: SQLWrapper, prefix: string): SQL =>
  sql`(${column} ~>=~ ${prefix} and ${column} ~<~ ${prefix + LAST_CHARACTER})`;
