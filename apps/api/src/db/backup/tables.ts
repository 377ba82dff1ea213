import type pg from 'pg';

export interface Table {
  name: string;
  /** The name as SQL: public."name". */
  quoted: string;
  /** Its stored columns: generated ones are computed again on restore, not loaded. */
  columns: string[];
  /** A bytea column: a row may weigh megabytes (a document's content), so it moves a few rows at a time. */
  wide: boolean;
  /** A foreign key to itself (accounts' parent): a child may come before its parent in the file. */
  selfReferencing: boolean;
}

/**
 * The app's tables (schema public; pg-boss's jobs and drizzle's journal live elsewhere), ordered
 * so that a table comes after every table its foreign keys point to: loading in this order
 * satisfies each key as it is checked.
 */
export async function backedUpTables(client: pg.ClientBase): Promise<Table[]> {
  const { rows } = await client.query<{
    name: string;
    columns: string[];
    refs: string[];
    wide: boolean;
    self: boolean;
  }>(`
    select c.relname as name,
           array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns,
           array(select distinct f.relname::text from pg_constraint k join pg_class f on f.oid = k.confrelid
                  where k.conrelid = c.oid and k.contype = 'f' and f.oid <> c.oid) as refs,
           exists(select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'f'
                   and k.confrelid = c.oid) as self,
           exists(select 1 from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                     and a.atttypid = 'bytea'::regtype) as wide
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by c.relname`);
  const byName = new Map(rows.map((r) => [r.name, r]));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`Claves foráneas en ciclo: ${[...path, name].join(' → ')}`);
    const row = byName.get(name)!;
    for (const ref of row.refs) if (byName.has(ref)) place(ref, [...path, name]);
    placed.add(name);
    ordered.push({
      name,
      quoted: `public."${name}"`,
      columns: row.columns,
      wide: row.wide,
      selfReferencing: row.self,
    });
  };
  for (const r of rows) place(r.name, []);
  return ordered;
}

/** The hashes of the migrations applied, in order (drizzle's journal table). */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>(
    `select hash from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map((r) => r.hash);
}
