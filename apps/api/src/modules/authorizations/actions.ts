import { eq } from 'drizzle-orm';
import {
  bsText,
  bsToPetro,
  messages,
  monthLabel,
  rateText,
  type AuthorizationAction,
  type CreateExpenseBody,
  type Decimal,
  type LoanData,
  type Permission,
  type RescheduleBody,
  type WriteOffBody,
} from '@app/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { affiliates, carriers, creditRequests } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { approveRequest, requireDocuments } from '../credit-requests';
import { createExpense } from '../books';
import { lockOpenLoanBalance, rescheduleLoan, writeOffLoan } from '../loans';
import { createPrice, requireCurrentRate, requireRateOn } from '../prices';
import { closableMonths, closeMonth } from '../periods';
import { assertOpenDate } from '../journal';

/** What each action waits with: the direct route's own input, applied as it would have been. */
export interface Payloads {
  'request.approve': { id: number; loanData: LoanData };
  'loan.reschedule': { loanId: number; body: RescheduleBody };
  'loan.writeoff': { loanId: number; body: WriteOffBody };
  'expense.create': CreateExpenseBody;
  'rate.create': { amount: number };
  'period.close': { month: string };
}

/** How an operation shows while it waits, measured when asked. */
export interface Measure {
  /** What it acts on: one waiting at a time per action and key; null when it creates a record. */
  entityKey: string | null;
  entityId: number | null;
  /** What its rule's threshold compares, in the reference unit (null: a rate has none). */
  amount: Decimal | null;
  carrier: string | null;
  summary: string;
}

interface ActionDefinition<A extends AuthorizationAction> {
  /** What its direct route needs: the maker must still hold it when the operation is applied. */
  permission: Permission;
  /** Checks the operation could be done now (the direct route's own refusals) and sizes it. */
  measure(tx: Tx, payload: Payloads[A], config: Config): Promise<Measure>;
  /** The direct route's effect, done in the maker's name; what that route would have answered. */
  apply(tx: Tx, config: Config, makerId: number, payload: Payloads[A]): Promise<unknown>;
}

const fullName = (p: { firstNames: string; lastNames: string }) => `${p.firstNames} ${p.lastNames}`;

/** The open loan (locked: its balance is what a reschedule or write-off starts from) and its carrier. */
async function openLoan(tx: Tx, loanId: number) {
  const { loan, balance } = await lockOpenLoanBalance(tx, loanId);
  const [who] = await tx
    .select({ firstNames: affiliates.firstNames, lastNames: affiliates.lastNames })
    .from(carriers)
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
    .where(eq(carriers.id, loan.carrierId));
  return {
    entityKey: `loan:${loanId}`,
    entityId: loanId,
    amount: balance,
    carrier: who ? fullName(who) : null,
  };
}

/**
 * The six operations four eyes can hold. The amount: the loan awarded (its Bs at today's rate) for
 * a request; the balance owed today for a reschedule or a write-off; the expense's Bs at its date's
 * rate; none for a rate (Bs per unit) or a month's closing, whose rules apply whenever they are on.
 */
export const actions: { [A in AuthorizationAction]: ActionDefinition<A> } = {
  'request.approve': {
    permission: 'requests.decide',
    async measure(tx, { id, loanData }, config) {
      const [request] = await tx
        .select({
          status: creditRequests.status,
          affiliateId: creditRequests.affiliateId,
          firstNames: affiliates.firstNames,
          lastNames: affiliates.lastNames,
        })
        .from(creditRequests)
        .innerJoin(affiliates, eq(affiliates.id, creditRequests.affiliateId))
        .where(eq(creditRequests.id, id));
      if (!request) throw new HttpError(404, messages.requestNotFound);
      if (request.status !== 'Por revisar') throw new HttpError(409, messages.requestAlreadyDecided);
      // Refused now rather than when the checker approves: the papers are checked again then.
      await requireDocuments(tx, config, request.affiliateId);
      const rate = await requireCurrentRate(tx);
      return {
        entityKey: `request:${id}`,
        entityId: id,
        amount: bsToPetro(loanData.amount, rate),
        carrier: fullName(request),
        summary: `${bsText(loanData.amount)} en ${loanData.feeNumbers} cuotas, ${loanData.creditDays} días`,
      };
    },
    apply: (tx, config, makerId, { id, loanData }) => approveRequest(tx, config, id, makerId, loanData),
  },
  'loan.reschedule': {
    permission: 'loans.restructure',
    async measure(tx, { loanId, body }) {
      return {
        ...(await openLoan(tx, loanId)),
        summary: `${body.feeNumbers} cuotas, ${body.creditDays} días: ${body.reason}`,
      };
    },
    apply: (tx, config, makerId, { loanId, body }) => rescheduleLoan(tx, config, makerId, loanId, body),
  },
  'loan.writeoff': {
    permission: 'loans.writeoff',
    async measure(tx, { loanId, body }) {
      return { ...(await openLoan(tx, loanId)), summary: body.reason };
    },
    apply: (tx, config, makerId, { loanId, body }) => writeOffLoan(tx, config, makerId, loanId, body),
  },
  'expense.create': {
    permission: 'books.write',
    async measure(tx, body) {
      // A closed month refuses it now; one closed while it waits refuses it at approval (createExpense).
      await assertOpenDate(tx, body.date);
      const rate = await requireRateOn(tx, body.date);
      return {
        entityKey: null,
        entityId: null,
        amount: bsToPetro(body.incomeAmount, rate),
        carrier: null,
        summary: `${bsText(body.incomeAmount)}: ${body.reasonForAdmission}`,
      };
    },
    apply: (tx, _config, makerId, body) => createExpense(tx, makerId, body),
  },
  'rate.create': {
    permission: 'rates.write',
    // One new rate waits at a time: two would race to be the rate in force.
    measure: async (_tx, { amount }) => ({
      entityKey: 'rate',
      entityId: null,
      amount: null,
      carrier: null,
      summary: rateText(amount),
    }),
    apply: (tx, _config, makerId, { amount }) => createPrice(tx, makerId, amount),
  },
  'period.close': {
    permission: 'settings.write',
    // One closing of a month waits at a time; refused now if the month could not be closed now.
    async measure(tx, { month }) {
      await closableMonths(tx, month);
      return {
        entityKey: `period:${month}`,
        entityId: null,
        amount: null,
        carrier: null,
        summary: `Cierre del mes de ${monthLabel(month)}`,
      };
    },
    apply: (tx, _config, makerId, { month }) => closeMonth(tx, makerId, month),
  },
};
