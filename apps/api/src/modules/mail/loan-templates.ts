import {
  formatDay,
  installmentCount,
  owedText,
  rateLabel,
  rateText,
  reportedPaymentText,
  reviewCovers,
  terms,
  unitText,
  type DecimalInput,
  type OwedNow,
  type PaymentDetails,
  type ReminderKind,
} from '@app/domain';
import { compose } from './templates';

interface Greeting {
  to: string;
  firstNames: string;
}

/** The cooperative's account for transfers, as the payment form shows it. */
const bankFacts = (bank: PaymentDetails): [string, string][] => [
  ['Banco', bank.bank],
  ['Titular', bank.holder],
  ['Cuenta', bank.account],
  ['RIF', bank.rif],
  ...(bank.pagoMovil
    ? ([
        ['Pago Móvil', `${bank.pagoMovil.bank} (${bank.pagoMovil.bankCode})`],
        ['Teléfono', bank.pagoMovil.phone],
        ['RIF/Cédula', bank.pagoMovil.id],
      ] as [string, string][])
    : []),
];

const reminderSubjects: Record<ReminderKind, (n: number) => string> = {
  antes: (n) => `Tu cuota ${n} vence pronto`,
  vence: (n) => `Tu cuota ${n} vence hoy`,
  'atraso-1': (n) => `Tu cuota ${n} está vencida`,
  'atraso-7': (n) => `Tu cuota ${n} tiene 7 días de atraso`,
  'atraso-15': (n) => `Tu cuota ${n} tiene 15 días de atraso`,
  'atraso-30': (n) => `Tu cuota ${n} tiene 30 días de atraso`,
};

/**
 * A reminder of an installment, with what is owed now (the rule every screen reads): what is
 * overdue with its penalties, the next installment, each in the unit and in Bs at today's rate; a
 * payment under review is acknowledged, and what it would cover is not asked again.
 */
export function installmentReminderMail(
  p: Greeting & {
    kind: ReminderKind;
    installmentNumber: number;
    feeNumbers: number;
    dueDate: string;
    owed: OwedNow;
    rate: DecimalInput;
    /** When that rate was registered: after midnight it may be the previous day's (rateLabel says so). */
    rateRegistered: Date;
    today: string;
    bank: PaymentDetails;
    payUrl: string;
  },
) {
  const when =
    p.kind === 'antes'
      ? `vence el ${formatDay(p.dueDate)}`
      : p.kind === 'vence'
        ? `vence hoy, ${formatDay(p.dueDate)}`
        : `venció el ${formatDay(p.dueDate)} y aún no está cubierta`;
  const { afterReview, underReview } = p.owed;
  const paragraphs = [`La cuota ${p.installmentNumber} de ${p.feeNumbers} de tu préstamo ${when}.`];
  if (underReview.payments.length)
    paragraphs.push(
      reviewCovers(p.owed, p.installmentNumber)
        ? 'Tenemos un pago tuyo en revisión que la cubre: te avisaremos cuando se apruebe.'
        : 'Tenemos un pago tuyo en revisión; abajo está lo que quedaría por pagar una vez aprobado.',
    );
  const facts: [string, string][] = underReview.payments.map((payment) => [
    terms.underReview,
    reportedPaymentText(payment),
  ]);
  if (afterReview.overdue.petro.gt(0))
    facts.push([
      terms.overdue,
      `${owedText(afterReview.overdue)} (${installmentCount(afterReview.installmentsOverdue)}, ` +
        `${afterReview.daysPastDue} días de atraso)`,
    ]);
  if (afterReview.next)
    facts.push([
      terms.nextInstallment,
      `N° ${afterReview.next.number}, vence el ${formatDay(afterReview.next.dueDate)}: ${owedText(afterReview.next.amount)}`,
    ]);
  facts.push(
    [rateLabel('Tasa de hoy', p.rateRegistered, p.today), rateText(Number(p.rate))],
    ...bankFacts(p.bank),
  );
  return compose(p.to, reminderSubjects[p.kind](p.installmentNumber), {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs,
    facts,
    after: [
      'Los montos en Bs son a la tasa de hoy. Cuando pagues, reporta el pago con su referencia bancaria desde la plataforma.',
    ],
    links: [{ label: 'Reportar un pago', url: p.payUrl }],
    priority: 'bulk',
  });
}

/** The carrier hears that its loan was rescheduled, with the new schedule's terms. */
export function loanRescheduledMail(
  p: Greeting & {
    balancePetro: number;
    feeNumbers: number;
    creditDays: number;
    firstDueDate: string;
    installmentPetro: number;
    panelUrl: string;
  },
) {
  return compose(p.to, 'Tu préstamo fue reprogramado', {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      `Reprogramamos tu préstamo: lo que aún debes, ${unitText(p.balancePetro)}, se paga ahora en ${p.feeNumbers} cuotas en ${p.creditDays} días.`,
    ],
    facts: [
      ['Cuota', unitText(p.installmentPetro)],
      ['Primer vencimiento', formatDay(p.firstDueDate)],
    ],
    links: [{ label: 'Ver tu préstamo', url: p.panelUrl }],
  });
}

/** The carrier hears that its loan was written off: the balance stays owed and payments are still received. */
export function loanWrittenOffMail(p: Greeting & { balancePetro: number; payUrl: string }) {
  return compose(p.to, 'Tu préstamo pasó a cobranza especial', {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      `Tu préstamo pasó a estado Castigado con un saldo de ${unitText(p.balancePetro)}.`,
      'El saldo sigue pendiente: puedes pagarlo y reportar tus pagos desde la plataforma como siempre.',
    ],
    links: [{ label: 'Reportar un pago', url: p.payUrl }],
  });
}
