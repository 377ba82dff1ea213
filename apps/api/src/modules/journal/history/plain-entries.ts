import { sql, type SQL } from 'drizzle-orm';
import { loanEntryDescriptions, type JournalSource, type MovementKind } from '@app/domain';
import type { Rows, Tx } from '../../../db/client';

/**
 * A movement whose entry needs no state: one debit and one credit of its own Bs and unit amount.
 * `rows` selects (id, date, description, bs, unit) of the movements, `id` being the entry's source id.
 */
interface PlainKind {
  source: JournalSource;
  debit: MovementKind;
  credit: MovementKind;
  rows: SQL;
}

const MARKER = 2_147_483_647;

/** The disbursements, other incomes, funds and other expenses, as live posting writes them (decision 37). */
export const plainKinds: PlainKind[] = [
  {
    source: 'loan',
    debit: 'portfolioCurrent',
    credit: 'cash',
    // loanEntryDescriptions' words, the loan's id put in SQL where the marker stands.
    rows: sql`select l.id, l.date,
                     replace(${loanEntryDescriptions.disbursement(MARKER)}, ${String(MARKER)}, l.id::text) as description,
                     l.amount_awarded_bs as bs, l.amount_awarded as unit from loans l`,
  },
  {
    source: 'income',
    debit: 'cash',
    credit: 'otherIncome',
    rows: sql`select i.id, i.date, i.reason_for_admission as description, i.amount_bs as bs,
                     i.amount_petro as unit from incomes i
              where not i.is_credit and not i.is_recovery
                and not (i.is_fund and exists (select 1 from funds f where f.income_id = i.id))`,
  },
  {
    source: 'fund',
    debit: 'cash',
    credit: 'fund',
    rows: sql`select f.id, i.date, i.reason_for_admission as description, i.amount_bs as bs,
                     i.amount_petro as unit from funds f join incomes i on i.id = f.income_id
              where i.is_fund and not i.is_credit and not i.is_recovery`,
  },
  {
    source: 'expense',
    debit: 'expense',
    credit: 'cash',
    rows: sql`select x.id, x.date, x.reason_for_admission as description, x.amount_bs as bs,
                     x.amount_petro as unit from expenses x where x.loan_id is null`,
  },
];

/**
 * Posts one kind's movements that have no entry yet, set-based: the entries, then their two lines
 * joined back by (source, source id), in one statement. Returns the entries written.
 */
export async function postPlainKind(tx: Tx, kind: PlainKind): Promise<number> {
  const result = (await tx.execute(sql`
    with m as (${kind.rows}),
    e as (
      insert into journal_entries (date, source, source_id, description)
      select m.date, ${kind.source}, m.id, m.description from m
      where not exists (select 1 from journal_entries j where j.source = ${kind.source} and j.source_id = m.id)
      order by m.date, m.id
      returning id, source_id, date
    ),
    l as (
      insert into journal_lines (entry_id, account_id, date, debit_bs, credit_bs, unit_amount, credit)
      select e.id, a.account_id, e.date,
             case when s.debit then m.bs else 0 end, case when s.debit then 0 else m.bs end, m.unit, not s.debit
      from e join m on m.id = e.source_id
      cross join (values (1, ${kind.debit}, true), (2, ${kind.credit}, false)) as s(ord, kind, debit)
      join account_mapping a on a.kind = s.kind
      order by e.id, s.ord
      returning 1
    )
    select (select count(*) from e)::int as entries`)) as unknown as Rows<{ entries: number }>;
  return result.rows[0]!.entries;
}
