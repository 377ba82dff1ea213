import {
  booksMessages,
  businessDate,
  inUnit,
  type BalanceSheet,
  type IncomeStatement,
  type JournalEntry,
  type Ledger,
  type LedgerAccount,
  type Period,
  type TrialBalance,
} from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../lib/notify';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { Component as AccountingPage } from './accounting-page';
import { monthRange } from './books-params';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const route = '/backoffice/panel/contabilidad';
const chart: LedgerAccount[] = [
  { id: 1, code: '1', name: 'Activo', type: 'Activo', parent: null, active: true },
  { id: 2, code: '1.1', name: 'Activo corriente', type: 'Activo', parent: '1', active: true },
  { id: 3, code: '1.1.01', name: 'Efectivo en caja y bancos', type: 'Activo', parent: '1.1', active: true },
  { id: 4, code: '1.2.01', name: 'Cartera vigente', type: 'Activo', parent: '1', active: true },
  { id: 5, code: '4.1.01', name: 'Intereses sobre préstamos', type: 'Ingreso', parent: null, active: true },
];
const entries: JournalEntry[] = [
  {
    id: 41,
    date: '2026-11-20',
    source: 'payment',
    sourceId: 12,
    description: 'Pago de la cuota 1',
    lines: [
      {
        accountCode: '1.1.01',
        accountName: 'Efectivo en caja y bancos',
        debitBs: 1200,
        creditBs: 0,
        unitAmount: 30,
      },
      { accountCode: '1.2.01', accountName: 'Cartera vigente', debitBs: 0, creditBs: 1000, unitAmount: 25 },
      {
        accountCode: '4.1.01',
        accountName: 'Intereses sobre préstamos',
        debitBs: 0,
        creditBs: 200,
        unitAmount: 5,
      },
    ],
  },
  {
    id: 40,
    date: '2026-11-02',
    source: 'loan',
    sourceId: 7,
    description: 'Desembolso del préstamo 7',
    lines: [
      { accountCode: '1.2.01', accountName: 'Cartera vigente', debitBs: 4000, creditBs: 0, unitAmount: 100 },
      {
        accountCode: '1.1.01',
        accountName: 'Efectivo en caja y bancos',
        debitBs: 0,
        creditBs: 4000,
        unitAmount: 100,
      },
    ],
  },
];
const ledger: Ledger = {
  openingBs: 5000,
  lines: [
    {
      date: '2026-11-02',
      entryId: 40,
      description: 'Desembolso',
      debitBs: 0,
      creditBs: 4000,
      balanceBs: 1000,
      unitAmount: 100,
    },
    {
      date: '2026-11-20',
      entryId: 41,
      description: 'Pago',
      debitBs: 1200,
      creditBs: 0,
      balanceBs: 2200,
      unitAmount: 30,
    },
  ],
  closingBs: 2200,
};
/** An account of the trial balance, its unit amounts at 40 Bs each. */
const trialAccount = (
  code: string,
  name: string,
  type: 'Activo' | 'Ingreso',
  [openingBs, debitBs, creditBs, closingBs]: [number, number, number, number],
) => ({
  code,
  name,
  type,
  openingBs,
  debitBs,
  creditBs,
  closingBs,
  openingUnit: openingBs / 40,
  debitUnit: debitBs / 40,
  creditUnit: creditBs / 40,
  closingUnit: closingBs / 40,
});
const trial: TrialBalance = {
  accounts: [
    trialAccount('1', 'Activo', 'Activo', [5000, 5200, 5000, 5200]),
    trialAccount('1.1.01', 'Efectivo en caja y bancos', 'Activo', [5000, 1200, 4000, 2200]),
    trialAccount('1.2.01', 'Cartera vigente', 'Activo', [0, 4000, 1000, 3000]),
    trialAccount('4.1.01', 'Intereses sobre préstamos', 'Ingreso', [0, 0, 200, 200]),
  ],
  totals: { debitBs: 5200, creditBs: 5200 },
};
const statement: IncomeStatement = {
  month: '2026-10',
  income: [{ code: '4.1.01', name: 'Intereses sobre préstamos', amountBs: 200, unitAmount: 5 }],
  expenses: [],
  totals: { incomeBs: 200, expensesBs: 0, resultBs: 200 },
};
const sheet: BalanceSheet = {
  month: '2026-10',
  date: '2026-10-31',
  assets: [{ code: '1.1.01', name: 'Efectivo en caja y bancos', amountBs: 2200, unitAmount: 55 }],
  liabilities: [],
  equity: [{ code: '3.1', name: 'Aportes de los asociados', amountBs: 2000, unitAmount: 50 }],
  totals: { assetsBs: 2200, liabilitiesBs: 0, equityBs: 2000, resultBs: 200 },
};
const periods: Period[] = [
  { month: '2026-10', closedAt: null, closedBy: null },
  { month: '2026-09', closedAt: '2026-10-03T14:00:00.000Z', closedBy: 1 },
];

type Answer = (url: string, init?: RequestInit) => Response | undefined;
const render = (url: string, extra: Answer = () => undefined) =>
  renderPage(<AccountingPage />, { route, url }, (input, init) => {
    const own = extra(input, init);
    if (own) return own;
    if (input === '/api/accounts') return jsonResponse(chart);
    if (input.startsWith('/api/journal')) return jsonResponse(entries, { 'X-Total-Count': '2' });
    if (input.startsWith('/api/ledger/')) return jsonResponse(ledger, { 'X-Total-Count': '2' });
    if (input.startsWith('/api/reports/trial-balance')) return jsonResponse(trial);
    if (input.startsWith('/api/reports/income-statement')) return jsonResponse(statement);
    if (input.startsWith('/api/reports/balance-sheet')) return jsonResponse(sheet);
    if (input === '/api/periods') return jsonResponse(periods);
    return new Response(null, { status: 404 });
  });

const cells = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? ''),
  );
const headers = (container: HTMLElement) => [...container.querySelectorAll('th')].map((th) => th.textContent);
/** Until the lazily loaded confirmation shows (its chunk loads on the first closing asked). */
async function dialogShown() {
  for (let i = 0; i < 50 && !document.querySelector('[role="dialog"]'); i++) await settle();
  return document.querySelector('[role="dialog"]');
}
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Contabilidad', () => {
  it('shows the journal newest first with each entry’s lines in Bs and the unit, and its source linked', async () => {
    const { container, urls } = await render(`${route}?cuenta=1.1.01&origen=payment`);
    expect(urls()).toContain('/api/journal?limit=20&offset=0&account=1.1.01&source=payment');
    expect(headers(container)).toEqual([
      'Fecha',
      'Asiento',
      'Origen',
      'Descripción',
      'Cuenta',
      'Debe (Bs)',
      'Haber (Bs)',
      inUnit('Monto'),
    ]);
    const rows = cells(container);
    expect(rows[0]).toEqual([
      '20/11/2026',
      '#41',
      'Pago #12',
      'Pago de la cuota 1',
      '1.1.01 Efectivo en caja y bancos',
      '1.200,00',
      '',
      '30,0000',
    ]);
    // The entry's later lines carry only the account and the amounts.
    expect(rows[2]).toEqual(['', '', '', '', '4.1.01 Intereses sobre préstamos', '', '200,00', '5,0000']);
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/backoffice/panel/pagos?fecha=2026-11-20', '/backoffice/panel/prestamos/7']);
  });

  it('asks for an account before the ledger, then shows its opening, running balance and closing', async () => {
    const first = await render(`${route}?vista=mayor`);
    expect(first.container.textContent).toContain('Seleccione una cuenta para ver su libro mayor.');
    expect(first.urls().some((u) => u.startsWith('/api/ledger'))).toBe(false);
    vi.unstubAllGlobals();

    const { container, urls } = await render(`${route}?vista=mayor&cuenta=1.1.01&desde=2026-11-01`);
    expect(urls()).toContain('/api/ledger/1.1.01?limit=20&offset=0&from=2026-11-01');
    expect(container.textContent).toContain('Saldo inicial: 5.000,00 Bs');
    expect(container.textContent).toContain('Saldo final: 2.200,00 Bs');
    expect(cells(container).map((r) => r[5])).toEqual(['1.000,00', '2.200,00']);
  });

  it('shows this month’s trial balance by default, parents bold and indented, with equal totals', async () => {
    const { container, urls } = await render(`${route}?vista=comprobacion`);
    const { from, to } = monthRange(businessDate().slice(0, 7));
    expect(urls()).toContain(`/api/reports/trial-balance?from=${from}&to=${to}`);
    const rows = cells(container);
    expect(rows.map((r) => r[1])).toEqual([
      'Activo',
      'Efectivo en caja y bancos',
      'Cartera vigente',
      'Intereses sobre préstamos',
      'Totales',
    ]);
    expect(rows.at(-1)).toEqual(['', 'Totales', '', '', '5.200,00', '', '5.200,00', '', '', '']);
    // Each Bs amount with the unit's beside it.
    expect(rows[1]!.slice(2)).toEqual([
      '5.000,00',
      '125,0000',
      '1.200,00',
      '30,0000',
      '4.000,00',
      '100,0000',
      '2.200,00',
      '55,0000',
    ]);
    const names = [...container.querySelectorAll('tbody tr td:nth-child(2) span')] as HTMLElement[];
    expect(names[0]!.style.fontWeight).toBe('700');
    expect(names[1]!.style.paddingLeft).toBe('2.5rem');
  });

  it('shows a month’s income statement with the unit beside and its result', async () => {
    const { container, urls } = await render(`${route}?vista=resultados&mes=2026-10`);
    expect(urls()).toContain('/api/reports/income-statement?month=2026-10');
    expect(cells(container)[0]).toEqual(['4.1.01', 'Intereses sobre préstamos', '200,00', '5,0000']);
    expect(container.textContent).toContain('Resultado de octubre de 2026: 200,00 Bs');
  });

  it('shows a month’s balance sheet at its last day, each part with its total, and the result', async () => {
    const { container, urls } = await render(`${route}?vista=balance&mes=2026-10`);
    expect(urls()).toContain('/api/reports/balance-sheet?month=2026-10');
    expect(container.textContent).toContain('Al 31/10/2026');
    expect(cells(container)[0]).toEqual(['1.1.01', 'Efectivo en caja y bancos', '2.200,00', '55,0000']);
    expect(container.textContent).toContain('Total activo: 2.200,00 Bs');
    expect(container.textContent).toContain('Total patrimonio: 2.000,00 Bs');
    expect(container.textContent).toContain('Resultado acumulado: 200,00 Bs');
  });

  it('closes an ended month after asking, with the API’s message, and shows a refusal in Spanish', async () => {
    let refuse = false;
    const { container, fetch } = await render(`${route}?vista=cierres`, (input, init) => {
      if (input !== '/api/periods/2026-10/close' || init?.method !== 'POST') return undefined;
      return refuse
        ? new Response(JSON.stringify({ error: booksMessages.monthAlreadyClosed('2026-10') }), {
            status: 409,
            headers: { 'Content-Type': 'application/json' },
          })
        : jsonResponse({ message: booksMessages.monthClosed('2026-10') });
    });
    expect(cells(container).map((r) => r.slice(0, 2))).toEqual([
      ['octubre de 2026', 'Abierto'],
      ['septiembre de 2026', 'Cerrado'],
    ]);
    // A closed month offers nothing; the open one that has ended offers closing.
    expect(container.querySelectorAll('button[aria-label^="Cerrar mes de"]')).toHaveLength(1);

    await act(async () => button('Cerrar mes').click());
    expect((await dialogShown())?.textContent).toContain('¿Cerrar el mes de octubre de 2026?');
    const dialogButton = () =>
      [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
        (b) => b.textContent === 'Cerrar mes',
      )!;
    await act(async () => dialogButton().click());
    await settle();
    expect(
      fetch.mock.calls.some(([u, i]) => u === '/api/periods/2026-10/close' && i?.method === 'POST'),
    ).toBe(true);
    expect(notifySuccess).toHaveBeenCalledWith(booksMessages.monthClosed('2026-10'));

    refuse = true;
    await act(async () => button('Cerrar mes').click());
    await settle();
    await act(async () => dialogButton().click());
    await settle();
    expect(vi.mocked(notifyError).mock.calls[0]![0]).toMatchObject({
      message: booksMessages.monthAlreadyClosed('2026-10'),
      status: 409,
    });
  });
});
