import type { AuditEntry, CollectionRow, FollowUp, Loan, Reminder, ScheduleChange } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carrierLoan } from '../../test/loan-fixture';
import { administratorMe } from '../../test/me-fixture';
import { jsonResponse, renderPage } from '../../test/render-page';
import { Component as LoanPage } from './loan-page';
import { moraSchedule } from './mora-schedule.fixture';

const loan = carrierLoan({
  id: 7,
  reasonForAdmission: 'Cambio de cauchos',
  amountAwardedInBs: 800,
  rate: 40,
});

const schedule = moraSchedule;

const followUp: FollowUp = {
  id: 1,
  channel: 'Visita',
  note: 'Promete pagar el viernes.',
  promiseDate: '2026-10-20',
  promiseAmountBs: 300,
  promiseStatus: 'incumplida',
  adminName: 'Carla Díaz',
  createdAt: '2026-10-15T15:00:00.000Z',
};

const reminder: Reminder = {
  id: 3,
  installmentNumber: 1,
  dueDate: '2026-10-01',
  kind: 'atraso-7',
  sentAt: '2026-10-08T12:00:00.000Z',
};

const change: ScheduleChange = {
  id: 4,
  rescheduledOn: '2026-08-20',
  reason: 'Accidente',
  balance: 21.5,
  feeNumbers: 2,
  creditDays: 60,
  created: '2026-08-20T12:00:00.000Z',
  replaced: [{ number: 1, dueDate: '2026-08-15', amount: 21.5, penalty: 0 }],
};

const audit: AuditEntry = {
  id: 9,
  at: '2026-08-20T12:00:00.000Z',
  administrator: { id: 1, name: 'Carla Díaz', email: 'carla@example.com' },
  action: 'reschedule',
  entity: 'loan',
  entityId: 7,
  before: null,
  after: null,
};

const row: CollectionRow = {
  loan: 7,
  carrier: 'Ana Pérez',
  dni: '20111222',
  phone: '04141234567',
  organization: 'Línea Centro',
  daysPastDue: 20,
  installmentsOverdue: 1,
  overduePetro: 7.5,
  overdueBs: 300,
  balancePetro: 17.5,
  balanceBs: 700,
  underReview: [],
  overdueAfterReview: { petro: 7.5, bs: 300, daysPastDue: 20 },
  lastPaymentDate: '2026-09-15',
  lastContact: '2026-10-15T15:00:00.000Z',
  promise: null,
};

function answerFor(shown: Loan) {
  return (url: string) => {
    if (url === '/api/loan/7') return jsonResponse(shown);
    if (url.startsWith('/api/prices/')) return jsonResponse({ id: 1, amount: 40, created: '2026-09-01' });
    if (url === '/api/loan/7/schedule') return jsonResponse(schedule);
    if (url === '/api/loan/7/follow-ups') return jsonResponse([followUp]);
    if (url === '/api/loan/7/reminders') return jsonResponse([reminder]);
    if (url === '/api/loan/7/schedule-history') return jsonResponse([change]);
    if (url.startsWith('/api/audit')) return jsonResponse([audit], { 'X-Total-Count': '1' });
    if (url.startsWith('/api/collections')) return jsonResponse([row], { 'X-Total-Count': '1' });
    return new Response(JSON.stringify({ error: 'No encontrado.' }), { status: 404 });
  };
}

const render = (shown: Loan = loan) =>
  renderPage(
    <LoanPage />,
    { route: '/backoffice/panel/prestamos/:id', url: '/backoffice/panel/prestamos/7' },
    answerFor(shown),
  );

const section = (container: HTMLElement, title: string) =>
  [...container.querySelectorAll('section')].find((s) => s.querySelector('h3')?.textContent === title)!;

const buttons = (container: HTMLElement) =>
  [...container.querySelectorAll('button, a')].map((b) => b.textContent?.trim());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the loan page', () => {
  it('shows who, the figures and every history of the loan', async () => {
    const { container, urls } = await render();
    expect(container.querySelector('h2')?.textContent).toBe('Préstamo N° 7');
    expect(container.textContent).toContain('En mora');
    expect(container.textContent).toContain('Línea Centro');
    // 21,5 to pay − 4 paid, in Bs at today's rate (40), and said so. Drawn once the schedule and the
    // rate have both answered: on a loaded machine that can be after the page's first settle.
    await vi.waitFor(() => expect(container.querySelector('[aria-label="Saldo"]')).not.toBeNull());
    const balance = container.querySelector('[aria-label="Saldo"]')!.textContent;
    expect(balance).toContain('17,5000 ₽');
    expect(balance).toContain('700,00 Bs a la tasa de hoy');
    // What is owed now, as the carrier's card and the desk read it: both installments are past due.
    const overdue = container.querySelector('[aria-label="Vencido"]')!.textContent;
    expect(overdue).toContain('2 cuotas');
    expect(overdue).toContain('17,5000 ₽');
    expect(overdue).toContain('700,00 Bs a la tasa de hoy');
    // To pay as it was set, in the Bs of the loan's day (its own rate, 40): 21,5 × 800 ÷ 20.
    expect(container.querySelector('[aria-label="A pagar"]')!.textContent).toContain('860,00 Bs');

    const cuotas = section(container, 'Cuotas').textContent;
    expect(cuotas).toContain('1,50');
    expect(cuotas).toContain('Vencida');
    // 11,5 owed − 4 received.
    expect(cuotas).toContain('7,50');
    expect(section(container, 'Pagos').textContent).toContain('00123456');
    expect(section(container, 'Pagos').textContent).toContain('Aprobado');
    const followUps = section(container, 'Seguimientos').textContent;
    expect(followUps).toContain('Promete pagar el viernes.');
    expect(followUps).toContain('20/10/2026 · 300,00 Bs');
    expect(followUps).toContain('Incumplida');
    expect(section(container, 'Recordatorios enviados').textContent).toContain('7 días de atraso');
    expect(section(container, 'Cuotas reemplazadas').textContent).toContain('Accidente');
    expect(section(container, 'Historial').textContent).toContain('Reprogramación');
    expect(urls()).toContain('/api/audit?loan=7&limit=50&offset=0');
  });

  it('shows a payment under review beside what is owed', async () => {
    const { container } = await render({
      ...loan,
      paymentHistory: [
        {
          id: 4,
          amountInBs: 300,
          amountInPetro: 7.5,
          voucherCode: '0099',
          date: '2026-11-25',
          status: 'Por revisar',
        },
        ...loan.paymentHistory,
      ],
    });
    expect(container.querySelector('[data-under-review]')!.textContent).toBe(
      'Pago en revisión: 300,00 Bs del 25/11/2026',
    );
    // 7,5 under review cover what is left of installment 1.
    expect(container.textContent).toContain('Con lo que está en revisión: vencido 10,0000 ₽ · 400,00 Bs');
  });

  it("offers the payoff, reschedule, write-off, a follow-up and WhatsApp while it is 'Por pagar' and in mora", async () => {
    const { container } = await render();
    expect(buttons(container)).toEqual(
      expect.arrayContaining(['Liquidación', 'Reprogramar', 'Castigar', 'Registrar seguimiento', 'WhatsApp']),
    );
    const whatsapp = [...container.querySelectorAll('a')].find((a) => a.textContent === 'WhatsApp')!;
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/584141234567\?text=/);
  });

  it("offers a Cajero neither reschedule, write-off nor the desk's follow-ups: his role lacks them", async () => {
    const loanAnswer = answerFor(loan);
    const { container } = await renderPage(
      <LoanPage />,
      { route: '/backoffice/panel/prestamos/:id', url: '/backoffice/panel/prestamos/7' },
      (url) => (url === '/api/auth/me' ? jsonResponse(administratorMe('Cajero')) : loanAnswer(url)),
    );
    const shown = buttons(container);
    expect(shown).toContain('Estado de cuenta');
    expect(shown).not.toContain('Registrar seguimiento');
    expect(shown).not.toContain('WhatsApp');
    expect(shown).not.toContain('Reprogramar');
    expect(shown).not.toContain('Castigar');
  });

  it('shows the Historial (the audit trail) only to whom audit.read is given', async () => {
    const loanAnswer = answerFor(loan);
    const as = (role: 'Cajero' | 'Auditor') =>
      renderPage(
        <LoanPage />,
        { route: '/backoffice/panel/prestamos/:id', url: '/backoffice/panel/prestamos/7' },
        (url) => (url === '/api/auth/me' ? jsonResponse(administratorMe(role)) : loanAnswer(url)),
      );
    const cajero = await as('Cajero');
    expect(section(cajero.container, 'Cuotas')).toBeDefined();
    expect(section(cajero.container, 'Historial')).toBeUndefined();
    expect(cajero.urls().some((url) => url.startsWith('/api/audit'))).toBe(false);
    vi.unstubAllGlobals();
    const auditor = await as('Auditor');
    expect(section(auditor.container, 'Historial').textContent).toContain('Reprogramación');
  });

  it('offers neither reschedule nor write-off once written off, and no WhatsApp outside mora', async () => {
    const { container } = await render({ ...loan, status: 'Castigado', isMora: false });
    const shown = buttons(container);
    expect(shown).not.toContain('Reprogramar');
    expect(shown).not.toContain('Castigar');
    expect(shown).not.toContain('WhatsApp');
    // Written off with a balance: it still takes payments, so its payoff still helps.
    expect(shown).toContain('Liquidación');
  });

  it("says so when the loan doesn't exist", async () => {
    const { container } = await renderPage(
      <LoanPage />,
      { route: '/backoffice/panel/prestamos/:id', url: '/backoffice/panel/prestamos/8' },
      answerFor(loan),
    );
    expect(container.textContent).toContain('No encontrado.');
  });
});
