import { sql } from 'drizzle-orm';
import { businessDate } from '@app/domain';
import type { Db, Rows, Tx } from '../../../db/client';
import { booksHistory } from '../../../db/schema';
import { mappedAccounts } from '../post';
import {
  computeLoanBatch,
  postedKeys,
  readLoanBatch,
  writeLoanBatch,
  type LoanBatchWrites,
  type PostedKeys,
} from './loan-batches';
import { withoutJournalIndexes } from './bulk-indexes';
import { plainKinds, postPlainKind } from './plain-entries';

// Arbitrary constant: servers starting together on one database post the history once.
const HISTORY_LOCK = 32_033;
/** From this many loans the journal's indexes are built once after the load rather than row by row. */
const BULK_LOANS = 20_000;

export interface HistoryLog {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface HistoryResult {
  /** false: the books_history row was there (the history was posted before). */
  ran: boolean;
  entries: number;
  lines: number;
  loans: number;
  seconds: number;
}

/**
 * The books of the movements recorded before the books existed (issue 32, decision 37 "History"):
 * runs once, after the migrations, while no books_history row says it ran. One transaction under
 * an advisory lock (a second server waits, then finds the row); what already has its entry is
 * skipped, so a rerun posts nothing twice. Disbursements, other incomes, funds and expenses are
 * set-based SQL; loans' money, write-offs and reclassifications are split in JavaScript per loan,
 * a batch of loans at a time, while the database writes the batch before.
 */
export async function postBooksHistory(
  db: Db,
  options: {
    log?: HistoryLog;
    today?: string;
    /** Post even when books_history says it ran (the scale seed; what exists is skipped anyway). */
    force?: boolean;
    /** Drop the journal's secondary indexes and foreign keys during the load (default: from BULK_LOANS loans on). */
    bulk?: boolean;
  } = {},
): Promise<HistoryResult> {
  const log = options.log ?? { info: () => {}, warn: () => {} };
  const today = options.today ?? businessDate();
  const began = performance.now();
  let bulk = false;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    const [done] = await tx.select().from(booksHistory).limit(1);
    if (done && !options.force) return { ran: false, entries: 0, lines: 0, loans: 0, seconds: 0 };
    await tx.execute(sql`set local work_mem = '256MB'`);

    const posted = await postedKeys(tx);
    const loanCount = Number(
      ((await tx.execute(sql`select count(*) as n from loans`)) as unknown as Rows<{ n: string }>).rows[0]!.n,
    );
    const load = async () => {
      let entries = 0;
      for (const kind of plainKinds) {
        const t0 = performance.now();
        const n = await postPlainKind(tx, kind);
        entries += n;
        log.info(`Historial contable: ${n} asientos de ${kind.source} (${seconds(t0)} s)`);
      }
      const t0 = performance.now();
      const loans = await postLoanHistory(db, tx, today, posted, log);
      log.info(
        `Historial contable: ${loans.entries} asientos de pagos, castigos y reclasificaciones de ${loans.loans} préstamos (${seconds(t0)} s)`,
      );
      return { entries: entries + loans.entries, lines: entries * 2 + loans.lines, loans: loans.loans };
    };
    bulk = options.bulk ?? loanCount >= BULK_LOANS;
    const { entries, lines, loans } = bulk ? await withoutJournalIndexes(tx, load, log) : await load();
    await tx
      .insert(booksHistory)
      .values({ id: 1, entries })
      .onConflictDoUpdate({
        target: booksHistory.id,
        set: { entries: sql`${booksHistory.entries} + ${entries}` },
      });
    const took = (performance.now() - began) / 1000;
    log.info(
      `Historial contable: ${entries} asientos, ${lines} líneas en ${took.toFixed(1)} s (${Math.round(entries / Math.max(took, 0.001))} asientos/s)`,
    );
    return { ran: true, entries, lines, loans, seconds: took };
  });
  // The history wrote every installment's parts, an UPDATE of each row: at national size the table
  // would stay half empty until new rows fill it (about a year), and the portfolio report reads it
  // whole (1.49 s against 0.92 s compact, decision 37 "History"). Rewritten once, before serving.
  if (result.ran && bulk && result.loans > 0) await compactInstallments(db, log);
  return result;
}

/** VACUUM FULL of the tables whose every row the history updated; a failure only warns (the books are posted). */
async function compactInstallments(db: Db, log: HistoryLog): Promise<void> {
  const t0 = performance.now();
  try {
    await db.execute(sql`vacuum (full, analyze) installments, replaced_installments`);
    log.info(`Historial contable: cuotas compactadas (${seconds(t0)} s)`);
  } catch (err) {
    log.warn(
      `Historial contable: no se pudieron compactar las cuotas: ${err instanceof Error ? err.message : err}`,
    );
  }
}

const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

/** A promise whose failure is handled where it is awaited, never reported as unhandled meanwhile. */
function held<T>(p: Promise<T>): Promise<T> {
  p.catch(() => {});
  return p;
}

/**
 * Every loan, a batch at a time by id, pipelined: the next batch is read (on another connection)
 * while this one is split, and the transaction writes it while the next one is split.
 */
async function postLoanHistory(db: Db, tx: Tx, today: string, posted: PostedKeys, log: HistoryLog) {
  const accountOf = await mappedAccounts(tx);
  let read = held(readLoanBatch(db, 0));
  let write: Promise<{ entries: number; lines: number }> | undefined;
  const total = { entries: 0, lines: 0, loans: 0 };
  const add = async () => {
    if (!write) return;
    const n = await write;
    total.entries += n.entries;
    total.lines += n.lines;
  };
  for (;;) {
    const batch = await read;
    if (!batch.length) break;
    read = held(readLoanBatch(db, batch.at(-1)!.id));
    const writes: LoanBatchWrites = computeLoanBatch(batch, today, accountOf, posted);
    for (const f of writes.failed)
      log.warn(`Historial contable: préstamo ${f.id} sin asientos (${f.reason})`);
    total.loans += writes.loans;
    await add();
    write = held(writeLoanBatch(tx, writes));
  }
  await add();
  return total;
}
