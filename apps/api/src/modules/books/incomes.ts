import { and, count, desc, eq, ilike, like, sum, type SQL } from 'drizzle-orm';
import { Decimal, bsToPetro, messages, toJsonNumber, type CreateIncomeBody, type Income } from '@app/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { affiliates, carriers, funds, incomes } from '../../db/schema';
import { likeContains, likePrefix } from '../../lib/db-errors';
import { HttpError } from '../../plugins/errors';
import { applyRepayment } from '../loans/repayment';
import { unpaidLoanOf } from '../loans/unpaid-loan';
import { requireRateOn } from '../prices/service';
import { recordCreation } from '../audit/record';

const columns = {
  i: incomes,
  fund: {
    firstNames: funds.responsibleFirstNames,
    lastNames: funds.responsibleLastNames,
    origin: funds.origin,
  },
  carrier: {
    id: carriers.id,
    firstNames: affiliates.firstNames,
    lastNames: affiliates.lastNames,
    dni: affiliates.dni,
  },
};

function selectIncomes(db: Db | Tx) {
  return db
    .select(columns)
    .from(incomes)
    .leftJoin(funds, eq(funds.incomeId, incomes.id))
    .leftJoin(carriers, eq(carriers.id, incomes.carrierId))
    .leftJoin(affiliates, eq(affiliates.id, carriers.affiliateId));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectIncomes>['where']>>[number];

const toIncome = ({ i, fund, carrier }: Selected): Income => ({
  id: i.id,
  date: i.date,
  created: i.createdAt.toISOString(),
  reasonForAdmission: i.reasonForAdmission,
  incomeAmount: toJsonNumber(i.amountPetro),
  incomeAmountBs: toJsonNumber(i.amountBs),
  isFund: i.isFund,
  isCredit: i.isCredit,
  carrier: carrier?.id ? (carrier as Income['carrier']) : null,
  quotaNumber: i.quotaNumber,
  responsible: fund ? { firstNames: fund.firstNames, lastNames: fund.lastNames } : null,
  origin: fund?.origin ?? null,
});

/**
 * A manual income, in one transaction: ₽ at the rate of its date; a fund record keeps who brought
 * it and from where; a credit record is money from a carrier for its unpaid loan, applied exactly
 * like an approved payment.
 */
export async function createIncome(ctx: AppContext, actor: number, body: CreateIncomeBody): Promise<Income> {
  return ctx.db.transaction(async (tx) => {
    const rate = await requireRateOn(tx, body.date);
    const amountPetro = bsToPetro(body.incomeAmountBs, rate);
    if (amountPetro.lte(0))
      throw new HttpError(400, messages.amountTooSmall, { incomeAmountBs: messages.amountTooSmall });
    let credit: { carrierId: number; loanId: number; quotaNumber: number } | null = null;
    if (body.isCredit) {
      const loan = await unpaidLoanOf(tx, body.carrier!);
      if (!loan)
        throw new HttpError(409, messages.carrierNoUnpaidLoan, { carrier: messages.carrierNoUnpaidLoan });
      const { quotaNumber } = await applyRepayment(tx, loan.id, amountPetro);
      credit = { carrierId: body.carrier!, loanId: loan.id, quotaNumber };
    }
    const [row] = await tx
      .insert(incomes)
      .values({
        date: body.date,
        reasonForAdmission: body.reasonForAdmission,
        amountPetro: amountPetro.toFixed(),
        amountBs: String(body.incomeAmountBs),
        rate: rate.toFixed(),
        isFund: body.isFund,
        isCredit: body.isCredit,
        ...(credit ?? {}),
      })
      .returning({ id: incomes.id });
    if (body.isFund) {
      await tx.insert(funds).values({
        incomeId: row!.id,
        responsibleFirstNames: body.responsible!.firstNames!,
        responsibleLastNames: body.responsible!.lastNames!,
        origin: body.origin!,
      });
    }
    const [selected] = await selectIncomes(tx).where(eq(incomes.id, row!.id));
    const created = toIncome(selected!);
    return recordCreation(tx, actor, 'income', created, {
      ...created,
      ...(body.isFund && { responsible: body.responsible, origin: body.origin }),
    });
  });
}

export interface BooksPage<T> {
  rows: T[];
  total: number;
  /** Sum in ₽ of every row the filters select (not one page). */
  totalPetro: number;
}

/** Incomes by date, reason and cédula, with their count and ₽ total computed by the database. */
export async function listIncomes(
  db: Db,
  q: { limit: number; offset: number; date?: string; reasonForAdmission?: string; dni?: string },
): Promise<BooksPage<Income>> {
  const where: SQL | undefined = and(
    q.date ? eq(incomes.date, q.date) : undefined,
    q.reasonForAdmission ? ilike(incomes.reasonForAdmission, likeContains(q.reasonForAdmission)) : undefined,
    q.dni ? like(affiliates.dni, likePrefix(q.dni)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    selectIncomes(db)
      .where(where)
      .orderBy(desc(incomes.date), desc(incomes.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: count(), totalPetro: sum(incomes.amountPetro) })
      .from(incomes)
      .leftJoin(carriers, eq(carriers.id, incomes.carrierId))
      .leftJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
      .where(where),
  ]);
  return {
    rows: rows.map(toIncome),
    total: totals?.total ?? 0,
    totalPetro: toJsonNumber(new Decimal(totals?.totalPetro ?? 0)),
  };
}
