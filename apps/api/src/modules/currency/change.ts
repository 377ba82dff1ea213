import { sql, type SQL } from 'drizzle-orm';
import {
  CONVERTED_RATE_DECIMALS,
  FactorTooSmall,
  UNITS,
  convertAmount,
  convertLoan,
  convertedBooksSchedule,
  currencyMessages,
  setReferenceUnit,
  type ConvertibleLoan,
  type CurrencyChanged,
  type Decimal,
  type ReferenceUnit,
  type UnitCode,
} from '@app/domain';
import type { Rows, Tx } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../audit';
import { portfolioTotals } from './totals';
import { UNIT_LOCK, readUnit, unitReadNow } from './unit';

/** Taken without waiting: a second change while one runs is told so (409) instead of queueing behind it. */
const CHANGE_LOCK = 29_000_002;
/** Loans converted per round trip: big enough to be quick, small enough to keep each statement short. */
const BATCH = 1000;

export interface UnitChange {
  code: UnitCode;
  /** The factor as an exact decimal string ('60.5'). */
  factor: string;
  reason: string;
  from?: UnitCode | undefined;
}

/**
 * Takes the unit for a change: refuses a second change at once, then waits until every money write
 * in flight has committed, and keeps new ones waiting until this transaction ends (decision 33).
 */
export async function lockForUnitChange(tx: Tx): Promise<ReferenceUnit> {
  const { rows } = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${CHANGE_LOCK}) as ok`,
  )) as unknown as Rows<{ ok: boolean }>;
  if (!rows[0]?.ok) throw new HttpError(409, currencyMessages.busy);
  await tx.execute(sql`select pg_advisory_xact_lock(${UNIT_LOCK})`);
  return readUnit(tx);
}

/**
 * The change itself, in the caller's transaction (which holds the unit alone): every amount in the
 * unit × factor, every rate ÷ factor, so the bolívares of every movement stay what they were.
 */
export async function changeUnit(tx: Tx, adminId: number, change: UnitChange): Promise<CurrencyChanged> {
  const current = await readUnit(tx);
  if (change.from && change.from !== current.code)
    throw new HttpError(409, currencyMessages.changedMeanwhile);
  if (change.code === current.code) throw new HttpError(400, currencyMessages.sameUnit);
  const f = change.factor;
  const before = await portfolioTotals(tx);

  let loans: number;
  try {
    loans = await convertLoans(tx, f);
    await convertTheRest(tx, f);
  } catch (err) {
    // numeric_value_out_of_range: some amount × factor no longer fits; the transaction undoes it all.
    if ((err as { cause?: { code?: string } }).cause?.code === '22003')
      throw new HttpError(400, currencyMessages.tooLarge);
    throw err;
  }

  await tx.execute(sql`update app_settings set value = ${change.code} where key = 'currency'`);
  const [changed] = (
    (await tx.execute(sql`
      insert into currency_changes (from_code, to_code, factor, loans, reason, admin_id, admin_name)
      values (${current.code}, ${change.code}, ${f}::numeric, ${loans}, ${change.reason}, ${adminId},
        coalesce((select first_names || ' ' || last_names from administrators where id = ${adminId}), ''))
      returning id, changed_at as "changedAt"`)) as unknown as Rows<{ id: number; changedAt: Date | string }>
  ).rows;
  const to = setReferenceUnit(change.code);
  unitReadNow();
  const after = await portfolioTotals(tx);
  // Nothing here writes a bolívar: a difference is a bug, and the change is undone rather than kept.
  if (JSON.stringify(after.bs) !== JSON.stringify(before.bs))
    throw new Error('a change of unit moved bolívares');
  await recordAudit(tx, adminId, {
    action: 'change-unit',
    entity: 'currency',
    entityId: changed!.id,
    // The trail keeps what changed; the Bs, which must not, are written out on the after side as proof.
    before: { unit: current.code, ...before.unit },
    after: {
      unit: to.code,
      factor: f,
      reason: change.reason,
      loansConverted: loans,
      ...after.unit,
      bolivares: after.bs,
    },
  });
  return {
    ...to,
    factor: f,
    changedAt: new Date(changed!.changedAt).toISOString(),
    loans,
  };
}

const amount = (column: SQL, f: string) => sql`greatest(round(${column} * ${f}::numeric, 4), 0.0001)`;
/** ÷ factor at 40 decimals, then half-up to the kept ones: PostgreSQL's own division scale would cut it short. */
const rate = (column: SQL, f: string) =>
  sql`round(${column}::numeric(80, 40) / ${f}::numeric, ${sql.raw(String(CONVERTED_RATE_DECIMALS))})`;

/** Everything outside a loan's schedule, in set statements. */
async function convertTheRest(tx: Tx, f: string): Promise<void> {
  await tx.execute(sql`update prices set amount = ${rate(sql`amount`, f)}`);
  await tx.execute(
    sql`update rules set amount_in_petro = ${amount(sql`amount_in_petro`, f)}, rate = ${rate(sql`rate`, f)}`,
  );
  await tx.execute(
    sql`update credit_requests set amount_petro = ${amount(sql`amount_petro`, f)}, rate = ${rate(sql`rate`, f)}`,
  );
  await tx.execute(
    sql`update expenses set amount_petro = ${amount(sql`amount_petro`, f)}, rate = ${rate(sql`rate`, f)}`,
  );
  // Repayments were converted with their loans; the other incomes here.
  await tx.execute(
    sql`update incomes set amount_petro = ${amount(sql`amount_petro`, f)}, rate = ${rate(sql`rate`, f)}
        where not (is_credit and loan_id is not null)`,
  );
  // Four eyes: thresholds and waiting operations' amounts are in the unit. A waiting rate was typed
  // in the old unit: applied after the change it would misprice everything, so it lapses instead.
  await tx.execute(
    sql`update authorization_rules set threshold = ${amount(sql`threshold`, f)} where threshold is not null`,
  );
  await tx.execute(
    sql`update authorizations set amount = ${amount(sql`amount`, f)} where amount is not null`,
  );
  await tx.execute(
    sql`update authorizations set status = 'Vencida', reason = ${currencyMessages.rateLapsed}
        where action = 'rate.create' and status = 'Pendiente'`,
  );
  // An approved payment reads as the income that recorded it; the others convert on their own.
  await tx.execute(sql`
    update payments p
       set rate = ${rate(sql`p.rate`, f)},
           amount_petro = coalesce((select i.amount_petro from incomes i where i.payment_id = p.id),
                                   ${amount(sql`p.amount_petro`, f)})`);
}

interface LoanRow {
  id: number;
  amountAwarded: string;
  amountPay: string;
  totalPayFees: string;
  paidTotal: string;
  paidBefore: string;
  writtenOffBalance: string | null;
}

/** Every loan with its schedules and repayments, a batch at a time; the number converted. */
async function convertLoans(tx: Tx, f: string): Promise<number> {
  let converted = 0;
  for (let after = 0; ;) {
    const batch = (
      (await tx.execute(sql`
        select id, amount_awarded as "amountAwarded", amount_pay as "amountPay", total_pay_fees as "totalPayFees",
               paid_total as "paidTotal", paid_before as "paidBefore", written_off_balance as "writtenOffBalance"
          from loans where id > ${after} order by id limit ${BATCH}`)) as unknown as Rows<LoanRow>
    ).rows;
    if (!batch.length) return converted;
    await convertBatch(tx, batch, f);
    converted += batch.length;
    after = batch.at(-1)!.id;
  }
}

const group = <T extends { loanId: number }>(rows: T[]) => {
  const by = new Map<number, T[]>();
  for (const r of rows) by.set(r.loanId, [...(by.get(r.loanId) ?? []), r]);
  return by;
};

async function convertBatch(tx: Tx, batch: LoanRow[], f: string): Promise<void> {
  const ids = batch.map((l) => l.id);
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  const read = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as Rows<T>).rows;
  type Inst = {
    loanId: number;
    id: number;
    number: number;
    dueDate: string;
    amount: string;
    penalty: string | null;
  };
  const current = group(
    await read<Inst>(sql`select loan_id as "loanId", id, number, due_date::text as "dueDate", amount, penalty
                         from installments where loan_id = any(${idList}) order by loan_id, number`),
  );
  const replaced = group(
    await read<Inst & { rescheduleId: number; paidBefore: string }>(sql`
      select loan_id as "loanId", id, number, due_date::text as "dueDate", amount, penalty,
             reschedule_id as "rescheduleId", paid_before as "paidBefore"
        from replaced_installments where loan_id = any(${idList}) order by loan_id, reschedule_id, number`),
  );
  type Reschedule = {
    loanId: number;
    id: number;
    paidBefore: string;
    balance: string;
    carriedPrincipal: string | null;
    carriedPenalty: string | null;
  };
  const reschedules = group(
    await read<Reschedule>(sql`
      select loan_id as "loanId", id, paid_before as "paidBefore", balance,
             carried_principal as "carriedPrincipal", carried_penalty as "carriedPenalty"
        from loan_reschedules where loan_id = any(${idList}) order by loan_id, id`),
  );
  const repayments = group(
    await read<{ loanId: number; id: number; amount: string }>(sql`
      select loan_id as "loanId", id, amount_petro as amount from incomes
       where is_credit and loan_id = any(${idList}) order by loan_id, date, id`),
  );

  const out = {
    loans: [] as string[][],
    installments: [] as string[][],
    replaced: [] as string[][],
    reschedules: [] as string[][],
    incomes: [] as string[][],
  };
  for (const row of batch) {
    const old = replaced.get(row.id) ?? [];
    // Each reschedule replaced one schedule: its rows, with the paidBefore that schedule started from.
    const schedules = [...new Set(old.map((r) => r.rescheduleId))].map((by) => {
      const rows = old.filter((r) => r.rescheduleId === by);
      return { paidBefore: rows[0]!.paidBefore, installments: rows };
    });
    const loan: ConvertibleLoan = {
      ...row,
      current: { paidBefore: row.paidBefore, installments: current.get(row.id) ?? [] },
      replaced: schedules,
      reschedules: reschedules.get(row.id) ?? [],
      repayments: repayments.get(row.id) ?? [],
    };
    let c;
    try {
      c = convertLoan(loan, f);
    } catch (err) {
      if (err instanceof FactorTooSmall)
        throw new HttpError(
          400,
          `El factor es demasiado pequeño: los montos del préstamo ${err.loanId} quedarían iguales entre sí.`,
        );
      throw err;
    }
    const parts = booksParts(c, current.get(row.id) ?? [], old, reschedules.get(row.id) ?? [], f);
    out.loans.push([
      String(row.id),
      c.amountAwarded.toString(),
      c.amountPay.toString(),
      c.totalPayFees.toString(),
      c.paidTotal.toString(),
      c.paidBefore.toString(),
      c.writtenOffBalance?.toString() ?? '',
    ]);
    for (const i of current.get(row.id) ?? []) {
      const v = c.installments.get(i.id)!;
      const p = parts.installments.get(i.id);
      out.installments.push([
        String(i.id),
        v.amount.toString(),
        v.penalty?.toString() ?? '',
        p?.interest.toString() ?? '',
        p?.principal.toString() ?? '',
      ]);
    }
    for (const i of old) {
      const v = c.installments.get(i.id)!;
      out.replaced.push([
        String(i.id),
        v.amount.toString(),
        v.penalty?.toString() ?? '',
        c.at(i.paidBefore).toString(),
        parts.installments.get(i.id)?.interest.toString() ?? '',
        parts.installments.get(i.id)?.principal.toString() ?? '',
      ]);
    }
    for (const [id, r] of c.reschedules) {
      const carried = parts.carried.get(id);
      out.reschedules.push([
        String(id),
        r.paidBefore.toString(),
        r.balance.toString(),
        carried?.principal.toString() ?? '',
        carried?.carriedPenalty.toString() ?? '',
      ]);
    }
    for (const [id, a] of c.repayments) out.incomes.push([String(id), a.toString()]);
  }

  // Columns travel as text arrays: one statement per table for the whole batch.
  const cols = (rows: string[][], k: number) =>
    `{${rows.map((r) => (r[k] === '' ? 'NULL' : r[k])).join(',')}}`;
  const num = (rows: string[][], k: number) => sql`${cols(rows, k)}::numeric[]`;
  const int = (rows: string[][], k: number) => sql`${cols(rows, k)}::int[]`;
  const { loans: l, installments: i, replaced: r, reschedules: s, incomes: n } = out;
  await tx.execute(sql`
    update loans t set amount_awarded = x.a, amount_pay = x.p, total_pay_fees = x.t, paid_total = x.pt,
           paid_before = x.pb, written_off_balance = x.wo, rate = ${rate(sql`t.rate`, f)}
      from unnest(${int(l, 0)}, ${num(l, 1)}, ${num(l, 2)}, ${num(l, 3)}, ${num(l, 4)}, ${num(l, 5)}, ${num(l, 6)})
           as x(id, a, p, t, pt, pb, wo)
     where t.id = x.id`);
  if (i.length)
    await tx.execute(sql`
      update installments t set amount = x.a, penalty = x.pen, interest_part = x.ip, principal_part = x.pp
        from unnest(${int(i, 0)}, ${num(i, 1)}, ${num(i, 2)}, ${num(i, 3)}, ${num(i, 4)}) as x(id, a, pen, ip, pp)
       where t.id = x.id`);
  if (r.length)
    await tx.execute(sql`
      update replaced_installments t set amount = x.a, penalty = x.pen, paid_before = x.pb,
             interest_part = x.ip, principal_part = x.pp
        from unnest(${int(r, 0)}, ${num(r, 1)}, ${num(r, 2)}, ${num(r, 3)}, ${num(r, 4)}, ${num(r, 5)})
             as x(id, a, pen, pb, ip, pp)
       where t.id = x.id`);
  if (s.length)
    await tx.execute(sql`
      update loan_reschedules t set paid_before = x.pb, balance = x.b, carried_principal = x.cp, carried_penalty = x.cpen
        from unnest(${int(s, 0)}, ${num(s, 1)}, ${num(s, 2)}, ${num(s, 3)}, ${num(s, 4)}) as x(id, pb, b, cp, cpen)
       where t.id = x.id`);
  if (n.length)
    await tx.execute(sql`
      update incomes t set amount_petro = x.a, rate = ${rate(sql`t.rate`, f)}
        from unnest(${int(n, 0)}, ${num(n, 1)}) as x(id, a) where t.id = x.id`);
}

/**
 * The books' parts of a loan's schedules in the new unit: each schedule's converted installments
 * split anew over its principal (the converted amountAwarded for the first, what its reschedule
 * carried × factor for the others). A reschedule older than the books (no carry stored) leaves its
 * schedule's parts as they were (null: the history migration fills them).
 */
function booksParts(
  c: ReturnType<typeof convertLoan>,
  current: { id: number; number: number; dueDate: string }[],
  replaced: { id: number; number: number; dueDate: string; rescheduleId: number }[],
  reschedules: { id: number; carriedPrincipal: string | null; carriedPenalty: string | null }[],
  f: string,
) {
  const installments = new Map<number, { interest: Decimal; principal: Decimal }>();
  const carried = new Map<number, { principal: Decimal; carriedPenalty: Decimal }>();
  // Schedule k was replaced by reschedule k (the current one by none) and made by reschedule k − 1.
  const schedules = [...reschedules.map((r) => replaced.filter((i) => i.rescheduleId === r.id)), current];
  schedules.forEach((rows, k) => {
    const maker = k === 0 ? null : reschedules[k - 1]!;
    if (maker && maker.carriedPrincipal === null) return;
    const split = convertedBooksSchedule({
      installments: rows.map((i) => ({ ...i, ...c.installments.get(i.id)! })),
      principal: maker ? convertAmount(maker.carriedPrincipal!, f) : c.amountAwarded,
      carriedPenalty: maker ? convertAmount(maker.carriedPenalty ?? 0, f) : 0,
    });
    for (const [id, p] of split.parts) installments.set(id, p);
    if (maker) carried.set(maker.id, split);
  });
  return { installments, carried };
}

/** The unit a code names, for answers that list past changes. */
export const unitOf = (code: string): ReferenceUnit => UNITS[code as UnitCode] ?? UNITS.PTR;
