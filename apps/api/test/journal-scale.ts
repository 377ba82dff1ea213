/**
 * A year of national books for the plan and timing tests, written set-based (the history migration
 * will write the real ones): × fraction of 300 000 disbursements (2 lines), 1 000 000 payments
 * (5 lines: cash, interest, penalty, principal, exchange difference), 20 000 incomes and expenses
 * (2 lines) — ~5.7 M lines at fraction 1. The lines' trigger keeps the day totals as it inserts.
 * Runs only on a journal with no entries; answers the lines written.
 */
export async function fillJournal(
  run: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
  fraction: number,
  lastDay: string,
): Promise<number> {
  const [{ n } = { n: 0 }] = await run('select count(*)::int as n from journal_entries');
  if (Number(n) > 0) return 0;
  const count = (full: number) => Math.max(1, Math.round(full * fraction));
  // Entries spread over the 365 days ending on lastDay, ids in date order as postings would be.
  const entries = (source: string, total: number, description: string) =>
    run(
      `insert into journal_entries (date, source, source_id, description)
       select $1::date - (364 - (i * 365 / $2))::int, $3, i, $4 || ' ' || i
       from generate_series(0, $2 - 1) i order by 1, 3`,
      [lastDay, total, source, description],
    );
  // The lines of every entry of `source`: (kind, debit?, Bs expression over i = source_id).
  const lines = (source: string, parts: [kind: string, debit: boolean, bs: string][]) =>
    run(
      `insert into journal_lines (entry_id, account_id, date, debit_bs, credit_bs, unit_amount, credit)
       select e.id, m.account_id, e.date,
              case when p.debit then p.bs else 0 end, case when p.debit then 0 else p.bs end, p.bs / 100,
              not p.debit
       from journal_entries e
       cross join lateral (values ${parts
         .map(
           ([kind, debit, bs], k) =>
             `(${k}, '${kind}', ${debit}, (${bs.replaceAll('i', 'e.source_id')})::numeric(20, 2))`,
         )
         .join(', ')}) p(k, kind, debit, bs)
       join account_mapping m on m.kind = p.kind
       where e.source = $1
       order by e.id, p.k`,
      [source],
    );
  const books: [source: string, full: number, description: string, parts: [string, boolean, string][]][] = [
    [
      'loan',
      300_000,
      'Desembolso del préstamo',
      [
        ['portfolioCurrent', true, '10000 + i % 977'],
        ['cash', false, '10000 + i % 977'],
      ],
    ],
    [
      'payment',
      1_000_000,
      'Pago',
      [
        ['cash', true, '120 + i % 53'],
        ['interest', false, '15'],
        ['penalty', false, '2'],
        ['portfolioCurrent', false, '100'],
        ['exchangeDifference', false, '3 + i % 53'],
      ],
    ],
    [
      'income',
      20_000,
      'Ingreso',
      [
        ['cash', true, '50 + i % 11'],
        ['otherIncome', false, '50 + i % 11'],
      ],
    ],
    [
      'expense',
      20_000,
      'Egreso',
      [
        ['expense', true, '70 + i % 13'],
        ['cash', false, '70 + i % 13'],
      ],
    ],
  ];
  for (const [source, full, description, parts] of books) {
    await entries(source, count(full), description);
    await lines(source, parts);
  }
  await run('analyze journal_entries');
  await run('analyze journal_lines');
  await run('analyze list_summary');
  const [{ lines: written } = { lines: 0 }] = await run('select count(*)::int as lines from journal_lines');
  return Number(written);
}
