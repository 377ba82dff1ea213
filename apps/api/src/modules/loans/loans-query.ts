import { eq, sql, type SQL } from 'drizzle-orm';
import {
  businessDate,
  storedLoanStanding,
  storedLoanSummary,
  toJsonNumber,
  type InstallmentView,
  type ScheduledInstallment,
  type Loan,
  type LoansQuery,
  type SortKey,
} from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, carriers, installments, loans, organizations, payments } from '../../db/schema';
import { startsWith } from '../../lib/starts-with';
import {
  countedColumn,
  exactCount,
  pageRows,
  readCarrierList,
  readLinedList,
  type ListDefinition,
  literalLimit,
  enumIs,
} from '../../lib/list-query';
import { summarizedCount } from '../../lib/list-summary';
import type { Principal } from '../../lib/principal';
import { carrierPersonColumns, withCarrierPerson } from '../carriers';
import { readableBy } from './readable-loan';

/** A payment of the history as the page's JSON carries it: the Bs as text, exact until sent. */
type HistoryItem = Omit<Loan['paymentHistory'][number], 'amountInBs' | 'amountInPetro'> & {
  amountInBs: string;
  amountInPetro: string;
};

// Named with its table: a select from loans alone writes its columns bare, and a bare "id" in these
// subqueries would be the installment's or the payment's own.
const loanId = sql`${sql.identifier('loans')}.${sql.identifier('id')}`;

// Read in the page's own statement (one round trip, not three): a handful of rows per loan.
const schedule = sql<ScheduledInstallment[]>`(select coalesce(json_agg(json_build_object(
    'number', i.number, 'dueDate', i.due_date, 'amount', i.amount::text, 'penalty', i.penalty::text)), '[]')
  from ${installments} i where i.loan_id = ${loanId})`;
const history = sql<HistoryItem[]>`(select coalesce(json_agg(json_build_object(
    'id', p.id, 'amountInBs', p.amount_bs::text, 'amountInPetro', p.amount_petro::text, 'voucherCode', p.voucher_code, 'date', p.date, 'status', p.status)
    order by p.date desc, p.id desc), '[]')
  from ${payments} p where p.loan_id = ${loanId})`;

// The loan's columns the list shows or its standing reads, not all ~30: fewer to send and map per row.
const loanColumns = {
  id: loans.id,
  carrierId: loans.carrierId,
  date: loans.date,
  createdAt: loans.createdAt,
  reasonForAdmission: loans.reasonForAdmission,
  amountAwarded: loans.amountAwarded,
  amountAwardedInBs: loans.amountAwardedInBs,
  rate: loans.rate,
  feeNumbers: loans.feeNumbers,
  totalPayFees: loans.totalPayFees,
  creditDays: loans.creditDays,
  paidTotal: loans.paidTotal,
  paidBs: loans.paidBs,
  paidBefore: loans.paidBefore,
  status: loans.status,
};

const columns = {
  l: loanColumns,
  carrier: { ...carrierPersonColumns, line: organizations.name },
  schedule,
  history,
};

/** Loans as the list shows them; `count`: the list's totals read beside them (`countedColumn`). */
function selectLoans(db: Db, count?: SQL) {
  return db
    .select({ ...columns, counted: countedColumn(count) })
    .from(loans)
    .innerJoin(carriers, eq(carriers.id, loans.carrierId))
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
    .innerJoin(organizations, eq(organizations.id, affiliates.organizationId));
}

/** Adds what is derived as of `today` (mora, credit, schedule standing) to a selected loan. */
function withStanding(
  { l, carrier, schedule, history }: Awaited<ReturnType<ReturnType<typeof selectLoans>['where']>>[number],
  today: string,
): Loan {
  const standing = storedLoanSummary(schedule, l, today);
  return {
    id: l.id,
    date: l.date,
    created: l.createdAt.toISOString(),
    reasonForAdmission: l.reasonForAdmission,
    carrier,
    amountPay: standing.amountPay,
    amountAwarded: toJsonNumber(l.amountAwarded),
    amountAwardedInBs: toJsonNumber(l.amountAwardedInBs),
    rate: toJsonNumber(l.rate),
    feeNumbers: l.feeNumbers,
    feePaid: standing.feePaid,
    totalPayFees: toJsonNumber(l.totalPayFees),
    creditDays: l.creditDays,
    status: standing.status,
    isMora: standing.isMora,
    paidTotal: toJsonNumber(l.paidTotal),
    paidTotalBs: toJsonNumber(l.paidBs),
    credit: standing.credit,
    paymentHistory: history.map((p) => ({
      ...p,
      amountInBs: toJsonNumber(p.amountInBs),
      amountInPetro: toJsonNumber(p.amountInPetro),
    })),
  };
}

const from = withCarrierPerson(loans, loans.carrierId);

/** The back-office list: loan date, cédula and status filters together, in the database. */
export const loansList: ListDefinition<LoansQuery, SortKey<'loans'>, Loan> = {
  filters: {
    date: (day) => eq(loans.date, day),
    dni: (dni) => startsWith(affiliates.dni, dni),
    status: (status) => enumIs(loans.status, status),
  },
  sorts: { created: loans.createdAt, date: loans.date, amount: loans.amountAwarded },
  tiebreak: loans.id,
  line: loans.organizationId,
  // A day holds a few hundred loans: sorted from those, not found along the amount index.
  narrowing: ['date'],
  from,
  rows: async (db, where, orderBy, window, count) => {
    const today = businessDate();
    return pageRows(
      await selectLoans(db, count)
        .where(where)
        .orderBy(...orderBy)
        .limit(literalLimit(window.limit))
        .offset(window.offset),
      (row) => withStanding(row, today),
    );
  },
  count: summarizedCount({ list: 'loans', day: 'date', a: 'status', b: 'organization' }, (where, active) =>
    exactCount(from(active), where),
  ),
};

export const listLoans = (db: Db, q: LoansQuery, principal: Principal) =>
  readLinedList(db, loansList, q, principal);

/** A carrier's loans: its own whatever it asks for; an administrator names the carrier. */
export const listCarrierLoans = (
  db: Db,
  principal: Principal,
  q: { limit: number; offset: number; carrier?: number },
) => readCarrierList(db, loansList, loans.carrierId, principal, q);

/** A loan the principal may read, with its installments, in one statement: 404 for another carrier's. */
export async function readableWithSchedule(db: Db, principal: Principal, loanId: number) {
  const [row] = await db.select({ l: loans, schedule }).from(loans).where(eq(loans.id, loanId));
  readableBy(principal, row?.l);
  return row!;
}

/** A loan's current installments as of today; a carrier reaches only its own loans (404 otherwise). */
export async function loanSchedule(db: Db, principal: Principal, loanId: number): Promise<InstallmentView[]> {
  const { l, schedule } = await readableWithSchedule(db, principal, loanId);
  const standing = storedLoanStanding(schedule, l, businessDate());
  return standing.installments.map((i) => {
    const stored = schedule.find((s) => s.number === i.number)!;
    return {
      number: i.number,
      dueDate: i.dueDate,
      amount: toJsonNumber(stored.amount),
      penalty: toJsonNumber(stored.penalty ?? 0),
      owed: toJsonNumber(i.owed),
      paid: toJsonNumber(i.paid),
      fullyPaid: i.fullyPaid,
      overdue: i.overdue,
    };
  });
}

/** One loan as the lists show it: any for an administrator, its own for a carrier (404 otherwise). */
export async function loanDetail(db: Db, principal: Principal, loanId: number): Promise<Loan> {
  const [row] = await selectLoans(db).where(eq(loans.id, loanId));
  // One statement: the loan as the list shows it, its owner checked after.
  readableBy(principal, row?.l);
  return withStanding(row!, businessDate());
}
