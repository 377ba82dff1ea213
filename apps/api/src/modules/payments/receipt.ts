import { and, asc, eq, lte } from 'drizzle-orm';
import {
  rateLabel,
  Decimal,
  businessDate,
  formatDateTime,
  formatDay,
  loanStandingOn,
  messages,
  terms,
  bsText,
  unitPlural,
  unitText,
} from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, carriers, incomes, installments, loans, payments } from '../../db/schema';
import { repaymentIncome } from '../loans';
import { registeredRateOn } from '../prices';
import { pdfDocument } from '../../lib/pdf/pdf-document';
import { bsPerUnit } from '../../lib/pdf/bs-per-unit';
import { carrierPersonColumns } from '../carriers';
import { HttpError } from '../../plugins/errors';
import type { Principal } from '../../lib/principal';

/**
 * The comprobante of an approved payment: number, dates, carrier, the Bs paid and its amount in the unit at the
 * payment date's rate, the reference, the loan and the installment it reached, and the balance right
 * after it (the repayments applied up to it, the penalties applied by its approval). A carrier reaches
 * only its own payments (404 otherwise); a payment waiting or rejected has none (409).
 */
export async function paymentReceiptPdf(db: Db, principal: Principal, paymentId: number, orgName: string) {
  const [row] = await db
    .select({
      p: payments,
      carrier: carrierPersonColumns,
    })
    .from(payments)
    .innerJoin(carriers, eq(carriers.id, payments.carrierId))
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
    .where(eq(payments.id, paymentId));
  if (!row || (principal.type === 'Carrier' && row.p.carrierId !== principal.id))
    throw new HttpError(404, messages.paymentNotFound);
  const { p } = row;
  if (p.status !== 'Aprobado')
    throw new HttpError(409, p.status === 'Rechazado' ? messages.receiptRejected : messages.receiptPending);
  const [income] = await db.select().from(incomes).where(eq(incomes.paymentId, p.id));
  // The repayments applied up to this one (in the order they were applied), and the schedule as it was then.
  const applied = await db
    .select({ date: incomes.date, amount: incomes.amountPetro })
    .from(incomes)
    .where(and(eq(incomes.loanId, p.loanId), repaymentIncome, lte(incomes.id, income!.id)))
    .orderBy(asc(incomes.id));
  // The current schedule: after a reschedule, the balance is measured against the loan as it is now.
  const schedule = await db.select().from(installments).where(eq(installments.loanId, p.loanId));
  const [loan] = await db.select({ paidBefore: loans.paidBefore }).from(loans).where(eq(loans.id, p.loanId));
  const decided = p.decidedAt ?? new Date();
  const paidThrough = applied.reduce((sum, r) => sum.plus(r.amount), new Decimal(0));
  const after = loanStandingOn(
    schedule.map((i) => ({
      ...i,
      penaltyAppliedOn:
        i.penaltyAppliedAt && i.penaltyAppliedAt <= decided ? businessDate(i.penaltyAppliedAt) : null,
    })),
    // Every repayment counted whatever its date: the balance is the one left once this payment was applied.
    [{ date: '0000-01-01', amount: paidThrough }],
    businessDate(decided),
    loan!.paidBefore,
  );

  // The rate the payment converted at, as registered when it was reported: its date's, or an earlier day's.
  const converted = await registeredRateOn(db, p.date, p.createdAt);
  const paymentDay = `Tasa del ${formatDay(p.date)}`;
  const rateDay = converted ? rateLabel(paymentDay, converted.registered, p.date) : paymentDay;

  const pdf = pdfDocument({
    orgName,
    title: 'Comprobante de pago',
    subtitle: `Pago N° ${p.id} · emitido ${formatDateTime(new Date())}`,
  });
  pdf.section('Pago');
  pdf.pairs([
    ['Número', String(p.id)],
    ['Fecha del pago', formatDay(p.date)],
    ['Aprobado', formatDateTime(decided)],
    ['Transportista', `${row.carrier.firstNames} ${row.carrier.lastNames} · C.I. ${row.carrier.dni}`],
    ['Monto', bsText(p.amountBs)],
    [`En ${unitPlural()}`, `${unitText(p.amountPetro)} a ${bsPerUnit(Number(p.rate))} · ${rateDay}`],
    [terms.reference, p.voucherCode],
    ['Préstamo', `N° ${p.loanId}`],
    ['Cuota alcanzada', `${income!.quotaNumber ?? '—'} de ${schedule.length}`],
  ]);
  pdf.section('Saldo después de este pago');
  pdf.pairs([
    [`${terms.paid} al préstamo`, unitText(after.paid)],
    [terms.balance, unitText(after.outstanding)],
    ['Estado', after.status],
  ]);
  return { file: await pdf.done(), name: `comprobante-pago-${p.id}.pdf` };
}
