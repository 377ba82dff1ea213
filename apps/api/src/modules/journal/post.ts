import {
  Decimal,
  booksMessages,
  isCreditLine,
  type DecimalInput,
  type JournalSource,
  type MovementKind,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { accountMapping, journalEntries, journalLines } from '../../db/schema';
import { bookingDate } from './periods';

/** One side of a line in Bs (the other 0), the reference-unit amount beside it, on the kind's mapped account. */
export interface PostingLine {
  kind: MovementKind;
  debitBs?: DecimalInput;
  creditBs?: DecimalInput;
  unitAmount: DecimalInput;
}

export interface Posting {
  /** The movement's date; in a closed month the entry is booked on the first open day (see `bookingDate`). */
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
  const { date, moved } = await bookingDate(tx, posting.date);
  const accountOf = await mappedAccounts(tx);
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      date,
      source: posting.source,
      sourceId: posting.sourceId,
      description: moved
        ? booksMessages.lateInClosedMonth(posting.description, posting.date)
        : posting.description,
    })
    .returning({ id: journalEntries.id });
  await tx.insert(journalLines).values(
    lines.map((l) => ({
      entryId: entry!.id,
      accountId: accountOf(l.kind),
      date,
      debitBs: l.debit.toFixed(2),
      creditBs: l.credit.toFixed(2),
      unitAmount: l.unit.toFixed(4),
      credit: l.onCredit,
    })),
  );
  return entry!.id;
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
