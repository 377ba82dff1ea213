import { and, asc, eq } from 'drizzle-orm';
import {
  rateLabel,
  businessDate,
  formatDateTime,
  formatDay,
  bsBasis,
  bsText,
  inUnit,
  installmentCount,
  loanAmountNotes,
  loanBsAt,
  loanStandingOn,
  messages,
  owedNow,
  reportedPaymentText,
  terms,
  unitText,
  type OwedAmount,
} from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, carriers, incomes, installments, loans, organizations, payments } from '../../db/schema';
import { pdfDocument } from '../../lib/pdf/pdf-document';
import { bsPerUnit } from '../../lib/pdf/bs-per-unit';
import { HttpError } from '../../plugins/errors';
import type { Principal } from '../../lib/principal';
import { carrierPersonColumns } from '../carriers';
import { registeredRateOn } from '../prices';
import { repaymentIncome } from './repayment';

/** The loan, its carrier and line; a carrier reaches only its own loans (404 otherwise). */
async function loanFor(db: Db, principal: Principal, loanId: number) {
  const [row] = await db
    .select({
      l: loans,
      carrier: carrierPersonColumns,
      line: organizations.name,
    })
    .from(loans)
    .innerJoin(carriers, eq(carriers.id, loans.carrierId))
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
    .innerJoin(organizations, eq(organizations.id, affiliates.organizationId))
    .where(eq(loans.id, loanId));
  if (!row || (principal.type === 'Carrier' && row.l.carrierId !== principal.id))
    throw new HttpError(404, messages.loanNotFound);
  return row;
}

/**
 * The estado de cuenta of a loan as of today: who and which line, what was awarded and what is to
 * pay, the schedule with what each installment received and its penalty, every payment with its
 * reference, other credits, and the balance, by the same standing rule as the lists and the report.
 */
export async function loanStatementPdf(db: Db, principal: Principal, loanId: number, orgName: string) {
  const { l, ...who } = await loanFor(db, principal, loanId);
  const today = businessDate();
  const schedule = await db
    .select()
    .from(installments)
    .where(eq(installments.loanId, loanId))
    .orderBy(asc(installments.number));
  const credits = await db
    .select()
    .from(incomes)
    .where(and(eq(incomes.loanId, loanId), repaymentIncome))
    .orderBy(asc(incomes.date), asc(incomes.id));
  const reported = await db
    .select()
    .from(payments)
    .where(eq(payments.loanId, loanId))
    .orderBy(asc(payments.date), asc(payments.id));
  const registered = await registeredRateOn(db, today);
  const rate = registered?.rate;
  const standing = loanStandingOn(
    schedule.map((i) => ({ ...i, penaltyAppliedOn: i.penaltyAppliedAt && businessDate(i.penaltyAppliedAt) })),
    credits.map((c) => ({ date: c.date, amount: c.amountPetro })),
    today,
    l.paidBefore,
  );
  // What it owes now, by the rule every screen reads: Bs at today's rate, labelled so.
  const owed = owedNow({
    installments: standing.installments,
    today,
    loan: l,
    rate,
    underReview: reported
      .filter((p) => p.status === 'Por revisar')
      .map((p) => ({
        amountInBs: p.amountBs,
        amountInPetro: p.amountPetro,
        date: p.date,
      })),
  });
  const atToday = (amount: OwedAmount) =>
    amount.bs ? `${unitText(amount.petro)} · ${bsText(amount.bs)} ${bsBasis.today}` : unitText(amount.petro);

  const pdf = pdfDocument({
    orgName,
    title: 'Estado de cuenta',
    subtitle: `Préstamo N° ${l.id} · al ${formatDay(today)} · emitido ${formatDateTime(new Date())}`,
  });
  pdf.section('Transportista');
  pdf.pairs([
    ['Nombre', `${who.carrier.firstNames} ${who.carrier.lastNames}`],
    ['Cédula', who.carrier.dni],
    ['Línea', who.line],
  ]);
  pdf.section('Préstamo');
  pdf.pairs([
    ['Fecha de aprobación', formatDay(l.date)],
    ['Motivo', l.reasonForAdmission],
    [terms.granted, `${unitText(l.amountAwarded)} · ${bsText(l.amountAwardedInBs)}`],
    // As it was set: in the Bs of the loan's day, like the amount granted.
    [
      terms.toPay,
      `${unitText(standing.amountPay)} · ${bsText(loanBsAt(l, standing.amountPay, l.rate))} ${bsBasis.loanDay}`,
    ],
    ['Cuotas', `${l.feeNumbers} en ${l.creditDays} días · ${standing.feePaid} pagadas`],
    ['Tasa del préstamo', `${bsPerUnit(Number(l.rate))} (aprobación)`],
    registered
      ? [rateLabel('Tasa de hoy', registered.registered, today), bsPerUnit(registered.rate.toNumber())]
      : ['Tasa de hoy', 'sin tasa registrada'],
  ]);
  pdf.section('Cuotas');
  pdf.table(
    [
      { header: 'N°', width: 0.07 },
      { header: 'Vence', width: 0.15 },
      { header: 'Monto', width: 0.19, align: 'right' },
      { header: terms.penalty, width: 0.15, align: 'right' },
      { header: terms.paid, width: 0.19, align: 'right' },
      { header: 'Estado', width: 0.25 },
    ],
    standing.installments.map((i, k) => [
      String(i.number),
      formatDay(i.dueDate),
      unitText(schedule[k]!.amount),
      unitText(i.owed.minus(schedule[k]!.amount)),
      unitText(i.paid),
      i.fullyPaid ? 'Pagada' : i.overdue ? 'Vencida' : i.paid.gt(0) ? 'Pagada en parte' : 'Pendiente',
    ]),
  );
  pdf.section('Pagos reportados');
  if (reported.length)
    pdf.table(
      [
        { header: 'Fecha', width: 0.15 },
        { header: terms.reference, width: 0.27 },
        { header: 'Monto (Bs)', width: 0.2, align: 'right' },
        { header: inUnit('Monto'), width: 0.18, align: 'right' },
        { header: 'Estado', width: 0.2 },
      ],
      reported.map((p) => [
        formatDay(p.date),
        p.voucherCode,
        bsText(p.amountBs),
        unitText(p.amountPetro),
        p.status,
      ]),
    );
  else pdf.note('Sin pagos reportados.');
  const office = credits.filter((c) => c.paymentId === null);
  if (office.length) {
    pdf.section('Pagos registrados por la administración');
    pdf.table(
      [
        { header: 'Fecha', width: 0.15 },
        { header: 'Motivo', width: 0.47 },
        { header: 'Monto (Bs)', width: 0.2, align: 'right' },
        { header: inUnit('Monto'), width: 0.18, align: 'right' },
      ],
      office.map((c) => [
        formatDay(c.date),
        c.reasonForAdmission,
        bsText(c.amountBs),
        unitText(c.amountPetro),
      ]),
    );
  }
  pdf.section(`Saldo al ${formatDay(today)}`);
  pdf.pairs([
    [terms.paid, `${unitText(standing.paid)} · ${bsText(l.paidBs)} ${bsBasis.asPaid}`],
    [terms.balance, atToday(owed.balance)],
    ...(owed.installmentsOverdue > 0
      ? ([
          [
            terms.overdue,
            `${atToday(owed.overdue)} (${installmentCount(owed.installmentsOverdue)}, ${owed.daysPastDue} días de atraso)`,
          ],
        ] as [string, string][])
      : []),
    ...(owed.next
      ? ([
          [
            terms.nextInstallment,
            `N° ${owed.next.number}, vence el ${formatDay(owed.next.dueDate)}: ${atToday(owed.next.amount)}`,
          ],
        ] as [string, string][])
      : []),
    ...owed.underReview.payments.map((p): [string, string] => [terms.underReview, reportedPaymentText(p)]),
    ...(standing.credit.gt(0) ? ([[terms.credit, unitText(standing.credit)]] as [string, string][]) : []),
    ['Estado', standing.isMora ? `${standing.status}, en mora` : standing.status],
  ]);
  pdf.note(
    `Los pagos cubren primero la cuota más antigua, y en cada cuota el ${terms.penalty.toLowerCase()} antes que el monto. ` +
      loanAmountNotes.withOwed,
  );
  return { file: await pdf.done(), name: `estado-de-cuenta-prestamo-${l.id}.pdf` };
}
