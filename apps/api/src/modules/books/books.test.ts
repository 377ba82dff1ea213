import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, businessDate } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { carrierWithLoan } from '../../../test/loan-fixture';
import { loans } from '../../db/schema';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '20');
});
afterAll(() => h.close());

const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, headers: admin, payload });
const get = (url: string) => h.app.inject({ url, headers: admin });

describe('incomes and funds', () => {
  it('records an income with a fund record, listed under funds', async () => {
    const res = await post('/api/ingress/', {
      date: today,
      reasonForAdmission: 'Aporte de socios',
      incomeAmountBs: 2000,
      isFund: true,
      isCredit: false,
      responsible: { firstNames: 'Carla', lastNames: 'Mendoza' },
      origin: 'Asamblea de socios',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      incomeAmount: 100,
      incomeAmountBs: 2000,
      isFund: true,
      responsible: { firstNames: 'Carla' },
      carrier: null,
    });
    const funds = (await get('/api/funds/?reasonForAdmission=socios')).json();
    expect(funds).toEqual([
      expect.objectContaining({
        responsible: { firstNames: 'Carla', lastNames: 'Mendoza' },
        origin: 'Asamblea de socios',
        ingress: expect.objectContaining({ incomeAmount: 100 }),
      }),
    ]);
  });

  it('requires the fund and credit details when checked, and a date not after today', async () => {
    const r = await post('/api/ingress', {
      date: addDays(today, 1),
      reasonForAdmission: 'x',
      incomeAmountBs: 1,
      isFund: true,
      isCredit: true,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toMatchObject({
      date: 'La fecha no puede ser mayor que hoy',
      'responsible.firstNames': 'Requerido',
      'responsible.lastNames': 'Requerido',
      origin: 'Requerido',
      carrier: 'Requerido',
    });
  });

  it('a manual credit income advances the carrier loan like an approved payment', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 600, feeNumbers: 3, creditDays: 90 });
    const res = await post('/api/ingress', {
      date: today,
      reasonForAdmission: 'Pago en oficina',
      incomeAmountBs: 400,
      isCredit: true,
      carrier: c.carrier.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isCredit: true, quotaNumber: 2, carrier: { id: c.carrier.id } });
    const [loan] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    expect(loan).toMatchObject({ feePaid: 2, paidTotal: '20.0000', status: 'Por pagar' });
    const none = await post('/api/ingress', {
      date: today,
      reasonForAdmission: 'x',
      incomeAmountBs: 10,
      isCredit: true,
      carrier: 999999,
    });
    expect(none.statusCode).toBe(409);
  });

  it('totals every matching row in the database, not one page', async () => {
    for (let i = 0; i < 7; i++)
      await post('/api/ingress', {
        date: today,
        reasonForAdmission: `Venta de repuestos ${i}`,
        incomeAmountBs: 20 * (i + 1),
      });
    const page = await get('/api/ingress?reasonForAdmission=repuestos&limit=2');
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('7');
    // (20 + 40 + … + 140) Bs at 20 = 28 ₽.
    expect(page.headers['x-total-petro']).toBe('28');
    expect(
      (await get(`/api/ingress?date=${addDays(today, -1)}&reasonForAdmission=repuestos`)).headers[
        'x-total-petro'
      ],
    ).toBe('0');
  });
});

describe('expenses', () => {
  it('records an expense without carrier; disbursements name theirs; totals by filter', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 1000, feeNumbers: 1, creditDays: 30 });
    const res = await post('/api/expenses/', {
      date: today,
      reasonForAdmission: 'Papelería',
      incomeAmount: 50,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ incomeAmountInPetro: 2.5, incomeAmountInBs: 50, carrier: null });
    const byDni = await get(`/api/expenses?dni=${c.affiliate.dni}`);
    expect(byDni.json()).toEqual([
      expect.objectContaining({
        incomeAmountInBs: 1000,
        incomeAmountInPetro: 50,
        carrier: expect.objectContaining({ id: c.carrier.id }),
      }),
    ]);
    expect(byDni.headers['x-total-petro']).toBe('50');
    expect(
      (await post('/api/expenses', { date: today, reasonForAdmission: '', incomeAmount: -1 })).json().fields,
    ).toMatchObject({
      reasonForAdmission: 'Requerido.',
    });
  });
});

describe('mora and interest for defaulters', () => {
  it('shows mora for a past-due installment and adds the penalty once, however often the job runs', async () => {
    await post('/api/interests', { amount: 10, applyOnLyMDefaulters: true });
    const c = await carrierWithLoan(h, admin, { amountBs: 600, feeNumbers: 3, creditDays: 90 });
    // The service layer moves the loan into the past: approved 100 days ago.
    const { installments } = await import('../../db/schema');
    const schedule = await h.db.select().from(installments).where(eq(installments.loanId, c.loanId));
    for (const i of schedule) {
      await h.db
        .update(installments)
        .set({ dueDate: addDays(today, -100 + i.number * 30) })
        .where(eq(installments.id, i.id));
    }
    const listed = (await get(`/api/loan?dni=${c.affiliate.dni}`)).json();
    expect(listed[0]).toMatchObject({ isMora: true, status: 'Por pagar', amountPay: 30 });

    const { applyDefaulterPenalties } = await import('../loans');
    // Two servers at once, then again later: each overdue installment is penalized once.
    const [a, b] = await Promise.all([applyDefaulterPenalties(h.db), applyDefaulterPenalties(h.db)]);
    expect(a + b).toBe(3);
    expect(await applyDefaulterPenalties(h.db)).toBe(0);
    const [loan] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    // Three overdue installments of 10 ₽, 10 % each.
    expect(loan!.amountPay).toBe('33.0000');
    const view = (await get(`/api/loan?dni=${c.affiliate.dni}`)).json()[0];
    expect(view.amountPay).toBe(33);

    // Paying everything, penalties included, ends mora and the loan.
    await post('/api/ingress', {
      date: today,
      reasonForAdmission: 'Pago total',
      incomeAmountBs: 660,
      isCredit: true,
      carrier: c.carrier.id,
    });
    const paid = (await get(`/api/loan?dni=${c.affiliate.dni}&status=Pagado`)).json();
    expect(paid[0]).toMatchObject({ status: 'Pagado', isMora: false, feePaid: 3 });
  });
});

describe('payment details', () => {
  it('tells a signed-in account where to pay, from configuration', async () => {
    const c = await carrierWithLoan(h, admin);
    const res = await h.app.inject({ url: '/api/settings/payment-details', headers: c.auth });
    expect(res.json()).toEqual({
      bank: 'Banco de Venezuela',
      holder: 'Cooperativa de Transporte',
      account: '0102-0000-00-0000000000',
      rif: 'J000000000',
      pagoMovil: null,
    });
    expect((await h.app.inject({ url: '/api/settings/payment-details' })).statusCode).toBe(401);
  });
});
