import { sql } from 'drizzle-orm';
import type { Rows, Tx } from '../../../db/client';

const JOURNAL = `'journal_entries', 'journal_lines'`;

/**
 * Runs `load` with the journal's secondary indexes and the lines' foreign keys dropped, then
 * builds them again, all in the caller's transaction (a failure keeps them): millions of lines
 * load several times faster, and each index is built in one pass (as the scale seed does). The
 * primary keys stay; the summary triggers are off and the summaries rebuilt after. Other sessions wait on the tables' locks until the transaction ends.
 */
export async function withoutJournalIndexes<T>(
  tx: Tx,
  load: () => Promise<T>,
  log: { info: (message: string) => void },
): Promise<T> {
  const indexes = (
    (await tx.execute(
      sql.raw(`select quote_ident(i.indexname) as name, i.indexdef as def from pg_indexes i
               where i.schemaname = 'public' and i.tablename in (${JOURNAL})
                 and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
    )) as unknown as Rows<{ name: string; def: string }>
  ).rows;
  const foreignKeys = (
    (await tx.execute(
      sql.raw(`select conrelid::regclass::text as tbl, quote_ident(conname) as name,
                      pg_get_constraintdef(oid) as def
               from pg_constraint
               where contype = 'f' and connamespace = 'public'::regnamespace
                 and conrelid::regclass::text = 'journal_lines'`),
    )) as unknown as Rows<{ tbl: string; name: string; def: string }>
  ).rows;
  for (const f of foreignKeys) await tx.execute(sql.raw(`alter table ${f.tbl} drop constraint ${f.name}`));
  for (const i of indexes) await tx.execute(sql.raw(`drop index ${i.name}`));
  // The books' day totals (migration 0036) are rebuilt once from the loaded rows, not kept statement by statement.
  for (const table of ['journal_entries', 'journal_lines'])
    await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
  const result = await load();
  for (const table of ['journal_entries', 'journal_lines'])
    await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
  // Statistics of the loaded rows (ANALYZE sees the transaction's own): the journal was empty when last analyzed, and
  // with estimates of one row the summaries' rebuild joined lines to entries by a nested loop over a scan (hours, not seconds).
  await tx.execute(sql`analyze journal_entries, journal_lines`);
  await tx.execute(sql`select rebuild_list_summaries('journal')`);
  await tx.execute(sql`select rebuild_list_summaries('ledger')`);
  const t0 = performance.now();
  await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
  for (const i of indexes) await tx.execute(sql.raw(i.def));
  for (const f of foreignKeys)
    await tx.execute(sql.raw(`alter table ${f.tbl} add constraint ${f.name} ${f.def}`));
  log.info(
    `Historial contable: ${indexes.length} índices y ${foreignKeys.length} claves foráneas del diario en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return result;
}
