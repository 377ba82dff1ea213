import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  booksMessages,
  unitSymbol,
  type BalanceSheet,
  type IncomeStatement,
  type JournalEntry,
  type Ledger,
  type TrialBalance,
} from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { postEntry, type Posting, type PostingLine } from '../journal';

let h: Harness;
let auth: Record<string, string>;

const PAYMENTS = 25;
const post = (p: Posting) => h.db.transaction((tx) => postEntry(tx, p));
/** A two-line entry (row 1 of its source) at 100 Bs per unit. */
const move = (
  date: string,
  source: Posting['source'],
  description: string,
  [debit, credit]: [PostingLine['kind'], PostingLine['kind']],
  bs: string,
) => {
  const unitAmount = (Number(bs) / 100).toFixed(4);
  return post({
    date,
    source,
    sourceId: 1,
    description,
    lines: [
      { kind: debit, debitBs: bs, unitAmount },
      { kind: credit, creditBs: bs, unitAmount },
    ],
  });
};

beforeAll(async () => {
  h = await build();
  const admin = await createAdministrator(h.db);
  auth = bearer((await login(h.app, admin.email, 'Administrator')).access_token);
  // A fund, a loan, its payments (interest and principal), an income and an expense, over three months.
  await move('2026-09-05', 'fund', 'Aporte al fondo', ['cash', 'fund'], '50000.00');
  await move('2026-09-10', 'loan', 'Desembolso del préstamo 1', ['portfolioCurrent', 'cash'], '10000.00');
  for (let i = 1; i <= PAYMENTS; i++)
    await post({
      date: `2026-10-${String(i).padStart(2, '0')}`,
      source: 'payment',
      sourceId: i,
      description: `Pago ${i}`,
      lines: [
        { kind: 'cash', debitBs: '480.10', unitAmount: '4.8010' },
        { kind: 'interest', creditBs: '80.10', unitAmount: '0.8010' },
        { kind: 'portfolioCurrent', creditBs: '400.00', unitAmount: '4' },
      ],
    });
  await move('2026-10-20', 'income', 'Venta de chatarra', ['cash', 'otherIncome'], '300.00');
  await move('2026-11-05', 'expense', 'Papelería', ['expense', 'cash'], '400.00');
});
afterAll(() => h.close());

const get = async <T>(url: string) => {
  const res = await h.app.inject({ url, headers: auth });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { body: res.json<T>(), total: Number(res.headers['x-total-count']) };
};
const cents = (n: number) => Math.round(n * 100);

describe('GET /api/journal', () => {
  it('lists the entries newest first with their lines, counted in X-Total-Count', async () => {
    const { body, total } = await get<JournalEntry[]>('/api/journal?limit=3');
    expect(total).toBe(PAYMENTS + 4);
    expect(body.map((e) => e.date)).toEqual(['2026-11-05', '2026-10-25', '2026-10-24']);
    expect(body[0]).toMatchObject({
      source: 'expense',
      sourceId: 1,
      description: 'Papelería',
      lines: [
        { accountCode: '5.1.01', accountName: 'Gastos operativos', debitBs: 400, creditBs: 0, unitAmount: 4 },
        { accountCode: '1.1.01', debitBs: 0, creditBs: 400, unitAmount: 4 },
      ],
    });
  });

  it("filters by period, source, row and account (the account's own lines)", async () => {
    expect((await get('/api/journal?from=2026-10-01&to=2026-10-31')).total).toBe(PAYMENTS + 1);
    expect((await get('/api/journal?source=payment&from=2026-10-10')).total).toBe(PAYMENTS - 9);
    const one = await get<JournalEntry[]>('/api/journal?source=payment&sourceId=7');
    expect(one.total).toBe(1);
    expect(one.body[0]!.description).toBe('Pago 7');
    expect((await get('/api/journal?account=4.1.01')).total).toBe(PAYMENTS);
    expect((await get('/api/journal?account=4.1.04')).total).toBe(1);
    expect((await get('/api/journal?account=1.1.01&source=payment&to=2026-10-04')).total).toBe(4);
    expect((await get('/api/journal?account=1.1.02&source=loan')).total).toBe(1);
    const page = await get<JournalEntry[]>('/api/journal?account=1.1.01&limit=2&offset=1');
    expect(page.total).toBe(PAYMENTS + 4);
    expect(page.body.map((e) => e.description)).toEqual(['Pago 25', 'Pago 24']);
  });

  it('answers 404 for an unknown account and 400 in Spanish for bad dates', async () => {
    const unknown = await h.app.inject({ url: '/api/journal?account=9.9.99', headers: auth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: booksMessages.accountNotFound });
    const reversed = await h.app.inject({ url: '/api/journal?from=2026-11-01&to=2026-10-01', headers: auth });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe(booksMessages.rangeOrder);
    const bad = await h.app.inject({ url: '/api/journal?from=2026-02-30', headers: auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/ledger/{accountCode}', () => {
  it('pages oldest first: each page opens where the previous closed, at any offset', async () => {
    const all = await get<Ledger>('/api/ledger/1.1.01?limit=100');
    expect(all.total).toBe(PAYMENTS + 4);
    expect(all.body.openingBs).toBe(0);
    expect(all.body.lines[0]).toMatchObject({ date: '2026-09-05', debitBs: 50000, balanceBs: 50000 });
    expect(all.body.lines[1]).toMatchObject({ date: '2026-09-10', creditBs: 10000, balanceBs: 40000 });
    const closing = 50000 - 10000 + PAYMENTS * 480.1 + 300 - 400;
    expect(cents(all.body.closingBs)).toBe(cents(closing));
    // 22 starts inside a day (a payment and an income on 2026-10-20); 40 is past the last line.
    for (const offset of [0, 1, 7, 20, 22, 28, 40]) {
      const page = await get<Ledger>(`/api/ledger/1.1.01?limit=5&offset=${offset}`);
      const before = all.body.lines[Math.min(offset, all.body.lines.length) - 1];
      expect(cents(page.body.openingBs), `offset ${offset}`).toBe(before ? cents(before.balanceBs) : 0);
      expect(page.body.lines).toEqual(all.body.lines.slice(offset, offset + 5));
      expect(page.body.closingBs).toBe(page.body.lines.at(-1)?.balanceBs ?? page.body.openingBs);
    }
  });

  it('opens a period with the balance before it, and a parent shows its subtree with its sign', async () => {
    const october = await get<Ledger>('/api/ledger/1.1.01?from=2026-10-01&to=2026-10-31&limit=2&offset=3');
    expect(october.total).toBe(PAYMENTS + 1);
    expect(cents(october.body.openingBs)).toBe(cents(40000 + 3 * 480.1));
    const income = await get<Ledger>('/api/ledger/4?limit=100');
    expect(income.total).toBe(PAYMENTS + 1);
    // Income grows by credits.
    expect(cents(income.body.closingBs)).toBe(cents(PAYMENTS * 80.1 + 300));
    const missing = await h.app.inject({ url: '/api/ledger/7.7', headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: booksMessages.accountNotFound });
  });
});

describe('the trial balance and the statements', () => {
  it('lists every account, parents as their subtree, with equal totals', async () => {
    const { body } = await get<TrialBalance>('/api/reports/trial-balance?from=2026-10-01&to=2026-10-31');
    const of = (code: string) => body.accounts.find((a) => a.code === code)!;
    expect(body.accounts.length).toBeGreaterThanOrEqual(23);
    expect(body.totals.debitBs).toBe(body.totals.creditBs);
    expect(cents(body.totals.debitBs)).toBe(cents(PAYMENTS * 480.1 + 300));
    expect(of('1.1.01')).toMatchObject({
      type: 'Activo',
      openingBs: 40000,
      creditBs: 0,
      closingUnit: 523.025,
    });
    expect(cents(of('1.1.01').debitBs)).toBe(cents(PAYMENTS * 480.1 + 300));
    expect(of('1.1.02')).toMatchObject({ openingBs: 10000, debitBs: 0, creditBs: 10000, closingBs: 0 });
    const sum = (codes: string[]) => codes.reduce((s, c) => s + cents(of(c).closingBs), 0);
    expect(cents(of('1.1').closingBs)).toBe(sum(['1.1.01', '1.1.02', '1.1.03', '1.1.04']));
    expect(of('1').closingBs).toBe(of('1.1').closingBs);
    expect(cents(of('4').closingBs)).toBe(cents(PAYMENTS * 80.1 + 300));
    for (const a of body.accounts) {
      const sign = a.type === 'Activo' || a.type === 'Gasto' ? 1 : -1;
      expect(cents(a.closingBs), a.code).toBe(
        cents(a.openingBs) + sign * (cents(a.debitBs) - cents(a.creditBs)),
      );
    }
  });

  it('states the month: its result, and a balance sheet that balances with it', async () => {
    const { body: october } = await get<IncomeStatement>('/api/reports/income-statement?month=2026-10');
    expect(cents(october.totals.incomeBs)).toBe(cents(PAYMENTS * 80.1 + 300));
    expect(october.totals.expensesBs).toBe(0);
    expect(october.income.find((r) => r.code === '4.1.01')).toMatchObject({ unitAmount: 20.025 });
    const { body: november } = await get<IncomeStatement>('/api/reports/income-statement?month=2026-11');
    expect(november.totals).toEqual({ incomeBs: 0, expensesBs: 400, resultBs: -400 });
    const { body: sheet } = await get<BalanceSheet>('/api/reports/balance-sheet?month=2026-11');
    expect(sheet.date).toBe('2026-11-30');
    const t = sheet.totals;
    expect(cents(t.assetsBs)).toBe(cents(t.liabilitiesBs) + cents(t.equityBs) + cents(t.resultBs));
    expect(cents(t.resultBs)).toBe(cents(PAYMENTS * 80.1 + 300 - 400));
    const bad = await h.app.inject({ url: '/api/reports/balance-sheet?month=2026-13', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(booksMessages.invalidMonth);
  });
});

describe('the books as files', () => {
  const file = async (url: string) => {
    const res = await h.app.inject({ url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('writes the trial balance, the journal and a ledger to CSV with the unit beside the Bs', async () => {
    const tb = (await file('/api/reports/trial-balance/export?format=csv&from=2026-10-01&to=2026-10-31'))
      .body;
    expect(tb).toContain(`Saldo final (${unitSymbol()})`);
    expect(tb).toContain('1.1.01;Efectivo en caja y bancos;Activo;40000,00;12302,50;0,00;52302,50;523,0250');
    expect(tb).toContain(';Totales;;;12302,50;12302,50;;');
    const journal = (await file('/api/journal/export?format=csv&source=payment')).body.trim().split('\r\n');
    expect(journal).toHaveLength(1 + PAYMENTS * 3);
    // Oldest first, as on paper.
    expect(journal[1]).toContain('01/10/2026');
    expect(journal.at(-1)).toContain('25/10/2026');
    const ledgerCsv = (await file('/api/ledger/1.1.01/export?format=csv&from=2026-11-01')).body;
    expect(ledgerCsv).toContain('Saldo inicial');
    expect(ledgerCsv).toContain('Papelería;0,00;400,00;');
    for (const url of ['/api/ledger/7.7/export?format=csv', '/api/journal/export?format=xlsx&account=7.7']) {
      const missing = await h.app.inject({ url, headers: auth });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({ error: booksMessages.accountNotFound });
    }
  });

  it('writes the statements to Excel and PDF', async () => {
    const xlsx = await file('/api/reports/income-statement/export?format=xlsx&month=2026-10');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const text = await pdfText(h, '/api/reports/balance-sheet/export?format=pdf&month=2026-11', auth);
    expect(text).toContain('Balance general');
    expect(text).toContain('Total activo');
    expect(text).toContain('Resultado acumulado');
    const income = await pdfText(h, '/api/reports/income-statement/export?format=pdf&month=2026-10', auth);
    expect(income).toContain('octubre de 2026');
    expect(income).toContain('2.302,50');
  });
});
