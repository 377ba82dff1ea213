import { formatBs, formatDay, formatPetro, type PaymentDetails, type ReminderKind } from '@app/domain';
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

/** A reminder of an installment: what is still owed for it, in ₽ and in Bs at today's rate, and where to pay. */
export function installmentReminderMail(
  p: Greeting & {
    kind: ReminderKind;
    installmentNumber: number;
    feeNumbers: number;
    dueDate: string;
    owedPetro: number;
    owedBs: number;
    rate: number;
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
  return compose(p.to, reminderSubjects[p.kind](p.installmentNumber), {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [`La cuota ${p.installmentNumber} de ${p.feeNumbers} de tu préstamo ${when}.`],
    facts: [
      [
        'Por pagar de esta cuota',
        `${formatPetro(p.owedPetro)} ₽ (${formatBs(p.owedBs)} Bs a la tasa de hoy, ${formatBs(p.rate)} Bs/₽)`,
      ],
      ['Vencimiento', formatDay(p.dueDate)],
      ...bankFacts(p.bank),
    ],
    after: ['Cuando pagues, reporta el pago con su referencia bancaria desde la plataforma.'],
    links: [{ label: 'Reportar un pago', url: p.payUrl }],
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
      `Reprogramamos tu préstamo: lo que aún debes, ${formatPetro(p.balancePetro)} ₽, se paga ahora en ${p.feeNumbers} cuotas en ${p.creditDays} días.`,
    ],
    facts: [
      ['Cuota', `${formatPetro(p.installmentPetro)} ₽`],
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
      `Tu préstamo pasó a estado Castigado con un saldo de ${formatPetro(p.balancePetro)} ₽.`,
      'El saldo sigue pendiente: puedes pagarlo y reportar tus pagos desde la plataforma como siempre.',
    ],
    links: [{ label: 'Reportar un pago', url: p.payUrl }],
  });
}
