import {
  applicationNextSteps,
  bsBasis,
  bsText,
  formatBs,
  formatDay,
  loanBsAt,
  requestNumber,
  terms,
  unitText,
} from '@app/domain';
import type { QueuedMail, MailPriority } from './priority';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Body {
  greeting: string;
  paragraphs: string[];
  /** Label/value lines, shown as a small table. */
  facts?: [string, string][];
  /** Paragraphs after the facts. */
  after?: string[];
  /** Links at the end, in order (set the password, then where to sign in). */
  links?: { label: string; url: string }[];
  /** Its place in the outbox's line: 'notice' unless a person waits for it or it is bulk. */
  priority?: MailPriority;
}

/** One message in plain text and simple HTML, from the same parts. */
export function compose(to: string, subject: string, body: Body): QueuedMail {
  const facts = body.facts ?? [];
  const links = body.links ?? [];
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...facts.map(([k, v]) => `${k}: ${v}`),
    ...(facts.length ? [''] : []),
    ...(body.after ?? []).flatMap((p) => [p, '']),
    ...links.flatMap((link) => [`${link.label}:`, link.url, '']),
    'Este es un mensaje automático; no lo respondas.',
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(body.greeting)}</p>
${body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${facts.length ? `<table cellpadding="4">${facts.map(([k, v]) => `<tr><td><strong>${escapeHtml(k)}</strong></td><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` : ''}
${(body.after ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`).join('\n')}
<p style="color:#777;font-size:12px">Este es un mensaje automático; no lo respondas.</p>
</body></html>`;
  return { to, subject, text, html, ...(body.priority && { priority: body.priority }) };
}

export function applicationReceivedMail(p: {
  to: string;
  firstNames: string;
  /** The request's number (its id), the one the landing's confirmation shows. */
  requestId: number;
  amountBs: number;
  amountPetro: number;
  /** The affiliate already has a carrier account: the approval brings no set-password link. */
  hasAccount: boolean;
}) {
  return compose(p.to, 'Recibimos tu solicitud de crédito', {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      `Recibimos tu solicitud de crédito ${requestNumber(p.requestId)} por ${bsText(p.amountBs)} (${unitText(p.amountPetro)}).`,
      'Qué sigue:',
      // The same steps, in the same words, as the landing's confirmation (issue 16).
      ...applicationNextSteps(p.hasAccount).map((step, i) => `${i + 1}. ${step}`),
    ],
  });
}

export interface ApprovedLoanSummary {
  /** Today's rate, for the Bs equivalents (payments are converted at the rate of their day). */
  rate: number;
  amountBs: number;
  amountPetro: number;
  amountPay: number;
  feeNumbers: number;
  totalPayFees: number;
  creditDays: number;
  firstDueDate: string;
}

export function requestApprovedMail(p: {
  to: string;
  firstNames: string;
  loan: ApprovedLoanSummary;
  /** The one-time link to set the password, when the approval created the carrier account. */
  setPasswordUrl?: string;
  setPasswordHours?: number;
  /** The carrier's sign-in (the landing's login box). */
  signInUrl: string;
}) {
  const { loan } = p;
  // At the approval's rate the loan's figures keep their proportion to the Bs granted (decision 0014).
  const grant = { amountAwarded: loan.amountPetro, amountAwardedInBs: loan.amountBs, rate: loan.rate };
  const bs = (petro: number) => formatBs(loanBsAt(grant, petro, loan.rate).toNumber());
  return compose(p.to, 'Tu solicitud de crédito fue aprobada', {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      'Tu solicitud de crédito fue aprobada. Este es el resumen de tu préstamo:',
      ...(p.setPasswordUrl
        ? [
            `Creamos tu cuenta en la plataforma. Para entrar, crea tu contraseña con el enlace de abajo (válido por ${p.setPasswordHours} horas, un solo uso).`,
          ]
        : ['Entra a la plataforma con tu correo y tu contraseña para ver tus cuotas y reportar tus pagos.']),
    ],
    facts: [
      [terms.granted, `${bsText(loan.amountBs)} (${unitText(loan.amountPetro)})`],
      [terms.toPay, `${unitText(loan.amountPay)} (${bs(loan.amountPay)} Bs ${bsBasis.loanDay})`],
      ['Cuotas', String(loan.feeNumbers)],
      [
        terms.perInstallment,
        `${unitText(loan.totalPayFees)} (${bs(loan.totalPayFees)} Bs ${bsBasis.loanDay})`,
      ],
      ['Días de crédito', String(loan.creditDays)],
      ['Primer vencimiento', formatDay(loan.firstDueDate)],
    ],
    links: p.setPasswordUrl
      ? [
          { label: 'Crear mi contraseña', url: p.setPasswordUrl },
          { label: 'Después, inicia sesión aquí', url: p.signInUrl },
        ]
      : [{ label: 'Entrar a la plataforma', url: p.signInUrl }],
  });
}

export function requestRejectedMail(p: { to: string; firstNames: string; amountBs: number }) {
  return compose(p.to, 'Tu solicitud de crédito fue rechazada', {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      `Tu solicitud de crédito por ${formatBs(p.amountBs)} Bs no fue aprobada.`,
      'Puedes enviar una nueva solicitud desde la página de inicio cuando lo desees.',
    ],
  });
}

export function paymentDecidedMail(p: {
  to: string;
  firstNames: string;
  approved: boolean;
  amountBs: number;
  voucherCode: string;
  date: string;
  feePaid?: number;
  feeNumbers?: number;
}) {
  return compose(p.to, p.approved ? 'Tu pago fue aprobado' : 'Tu pago fue rechazado', {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: p.approved
      ? [
          `Aprobamos tu pago de ${formatBs(p.amountBs)} Bs (${terms.reference.toLowerCase()} ${p.voucherCode}, del ${formatDay(p.date)}).`,
          `Cuotas pagadas: ${p.feePaid} de ${p.feeNumbers}.`,
        ]
      : [
          `No pudimos confirmar tu pago de ${formatBs(p.amountBs)} Bs (${terms.reference.toLowerCase()} ${p.voucherCode}, del ${formatDay(p.date)}).`,
          'Revisa los datos del pago y repórtalo de nuevo desde la plataforma.',
        ],
  });
}

/** A repayment recorded at the office (a credit income): the same news as an approved payment. */
export function repaymentRecordedMail(p: {
  to: string;
  firstNames: string;
  amountBs: number;
  date: string;
  feePaid: number;
  feeNumbers: number;
}) {
  return compose(p.to, 'Registramos tu pago', {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      `Registramos tu pago de ${formatBs(p.amountBs)} Bs del ${formatDay(p.date)} en tu préstamo.`,
      `Cuotas pagadas: ${p.feePaid} de ${p.feeNumbers}.`,
    ],
  });
}

export function passwordRecoveryMail(p: {
  to: string;
  firstNames: string;
  url: string;
  hours: number;
  /** Where this kind of account signs in: a carrier's login box or the back-office login. */
  signInUrl: string;
}) {
  return compose(p.to, 'Recupera tu contraseña', {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      'Recibimos una solicitud para cambiar la contraseña de tu cuenta.',
      `Usa el enlace de abajo (válido por ${p.hours === 1 ? 'una hora' : `${p.hours} horas`}, un solo uso). Si no la pediste, ignora este mensaje: tu contraseña no cambia.`,
    ],
    links: [
      { label: 'Cambiar mi contraseña', url: p.url },
      { label: 'Después, inicia sesión aquí', url: p.signInUrl },
    ],
    // The person asked for it on the recovery screen and is waiting.
    priority: 'waiting',
  });
}
