import { Column, is, sql, type SQL } from 'drizzle-orm';

/** A selected field as drizzle's dialect lists them (`orderSelectedFields`). */
interface Field {
  path: string[];
  field: unknown;
}

/** The part of drizzle's PostgreSQL dialect a select's column list goes through (internal to drizzle). */
interface SelectionDialect {
  buildSelection(fields: Field[], config?: { isSingleTable?: boolean }): SQL;
  sqlToQuery(query: SQL): { sql: string };
}

// drizzle marks an aliased table's proxies with it: each access makes a new proxy, never the same object twice.
const IS_ALIAS = Symbol.for('drizzle:IsAlias');

/** Each table column selected so far, numbered: 0 for a field that is not one (an expression, an alias's column). */
const columnIds = new WeakMap<object, number>();
let lastColumnId = 0;

function columnId(field: unknown): number {
  if (typeof field !== 'object' || field === null) return 0;
  let id = columnIds.get(field);
  if (id === undefined) {
    const plain = is(field, Column) && !(field.table as unknown as Record<symbol, unknown>)[IS_ALIAS];
    id = plain ? ++lastColumnId : 0;
    columnIds.set(field, id);
  }
  return id;
}

/** Column lists' text by their columns' numbers; a few hundred call sites, emptied past the cap. */
const texts = new Map<string, string>();
const CACHED_SELECTIONS = 1_000;

/**
 * Makes `db`'s dialect write each run of table columns of a select (or `returning`) list once, as the
 * text drizzle wrote the first time, instead of rebuilding it on every call: a page's ~20 columns
 * were most of the ~130 µs drizzle took to write its statement (a tenth of the server's CPU on a
 * page). Expressions (counts, `sql` fields) and an alias's columns are written as before. The rows
 * are read back from drizzle's own field list, not from this text, so nothing else changes.
 */
export function cacheSelections(db: unknown): void {
  const dialect = (db as { dialect: SelectionDialect }).dialect;
  const build = dialect.buildSelection.bind(dialect);
  dialect.buildSelection = (fields, config) => {
    const parts: SQL[] = [];
    let run: Field[] = [];
    let key = config?.isSingleTable ? 's' : 'm';
    const flush = () => {
      if (run.length === 0) return;
      let text = texts.get(key);
      if (text === undefined) {
        text = dialect.sqlToQuery(build(run, config)).sql;
        if (texts.size >= CACHED_SELECTIONS) texts.clear();
        texts.set(key, text);
      }
      parts.push(sql.raw(text));
      run = [];
      key = config?.isSingleTable ? 's' : 'm';
    };
    for (const field of fields) {
      const id = columnId(field.field);
      if (id) {
        run.push(field);
        key += `,${id}`;
      } else {
        flush();
        parts.push(build([field], config));
      }
    }
    flush();
    return sql.join(parts, sql.raw(', '));
  };
}
