import {
  Decimal,
  booksMessages,
  isCreditLine,
  type DecimalInput,
  type JournalSource,
  type MovementKind,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Rows, Tx } from '../../db/client';
import { accountMapping, journalEntries, journalLines } from '../../db/schema';
import { bookedOn } from './periods';

/** One side of a line in Bs (the other 0), the reference-unit amount beside it, on the kind's mapped account. */
export interface PostingLine {
  kind: MovementKind;
  debitBs?: DecimalInput;
  creditBs?: DecimalInput;
  unitAmount: DecimalInput;
}

export interface Posting {
  /** The movement's date; in a closed month the entry is booked on the first open day (see `bookedOn`). */
  date: string;
  source: JournalSource;
  /** The row it records (the loan's id for a disbursement and a write-off); null for a month's provision. */
  sourceId: number | null;
  description: string;
  lines: readonly PostingLine[];
}

/** Thrown on a posting that does not balance: a bug in the caller, never the user's input. */
export class UnbalancedEntry extends Error {}

/**
 * Writes one journal entry in the caller's transaction (the event's own): lines with nothing on
 * either side are left out, lines of the same kind and side stay apart (the ledger shows them as
 * the event split them), and Σ debits must equal Σ credits in Bs exactly. Returns the entry's id,
 * or null when every line was zero (nothing moved).
 */
export async function postEntry(tx: Tx, posting: Posting): Promise<number | null> {
  const lines = posting.lines
    .map((l) => ({
      kind: l.kind,
      debit: new Decimal(l.debitBs ?? 0),
      credit: new Decimal(l.creditBs ?? 0),
      unit: new Decimal(l.unitAmount),
      onCredit: isCreditLine(l),
    }))
    .filter((l) => !(l.debit.isZero() && l.credit.isZero() && l.unit.isZero()));
  if (lines.length === 0) return null;
  const debits = lines.reduce((s, l) => s.plus(l.debit), new Decimal(0));
  const credits = lines.reduce((s, l) => s.plus(l.credit), new Decimal(0));
  if (!debits.eq(credits) || lines.some((l) => l.debit.isNeg() || l.credit.isNeg() || l.unit.isNeg()))
    throw new UnbalancedEntry(
      `${posting.source} ${posting.sourceId}: debits ${debits.toFixed()} ≠ credits ${credits.toFixed()}`,
    );
  // One statement holds the books (a closing waits for this posting until the transaction ends),
  // reads the closed month, writes the entry and its lines on the mapped accounts (a kind without
  // an account fails it: account_id is not null).
  const values = lines.map(
    (l, i) =>
      sql`(${i}::int, ${l.kind}::text, ${l.debit.toFixed(2)}::numeric, ${l.credit.toFixed(2)}::numeric, ${l.unit.toFixed(4)}::numeric, ${l.onCredit}::boolean)`,
  );
  const { rows } = (await tx.execute(sql`
    with booked as (${bookedOn(posting.date)}),
    entry as (
      insert into ${journalEntries} (date, source, source_id, description)
      select booked.date, ${posting.source}, ${posting.sourceId}::int,
             case when booked.moved then ${booksMessages.lateInClosedMonth(posting.description, posting.date)}
                  else ${posting.description} end
        from booked
      returning id, date)
    insert into ${journalLines} (entry_id, account_id, date, debit_bs, credit_bs, unit_amount, credit)
    select entry.id, m.account_id, entry.date, v.debit, v.credit, v.unit, v.on_credit
      from entry
     cross join (values ${sql.join(values, sql`, `)}) as v(nth, kind, debit, credit, unit, on_credit)
      left join ${accountMapping} m on m.kind = v.kind
     -- In the event's order: lines of the same kind and side stay apart, as it split them.
     order by v.nth
    returning entry_id`)) as unknown as Rows<{ entry_id: number }>;
  return Number(rows[0]!.entry_id);
}

/** The account each kind posts to now (13 rows, read in the posting's transaction: a mapping change applies from then on). */
export async function mappedAccounts(tx: Tx): Promise<(kind: MovementKind) => number> {
  const rows = await tx.select().from(accountMapping);
  const byKind = new Map(rows.map((r) => [r.kind, r.accountId]));
  return (kind) => {
    const id = byKind.get(kind);
    if (id === undefined) throw new Error(`movement kind ${kind} has no account`);
    return id;
  };
}
