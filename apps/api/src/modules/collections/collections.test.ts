import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Decimal, addDays, businessDate } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { backdateLoan, carrierWithLoan, cashIn as cashInAt } from '../../../test/loan-fixture';
import { loanFollowUps } from '../../db/schema';
import { sendReminders } from './reminders';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();
const get = (url: string, auth = admin) => h.app.inject({ url, headers: auth });
const post = (url: string, payload: object, auth = admin) =>
  h.app.inject({ method: 'POST', url, headers: auth, payload });
const cashIn = (carrier: number, bs: number) => cashInAt(h, admin, carrier, bs);

type Carrier = Awaited<ReturnType<typeof carrierWithLoan>>;
let late40: Carrier;
let late10: Carrier;
let current: Carrier;
let paid: Carrier;
let writtenOff: Carrier;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '10');
  const loan = { amountBs: 3000, feeNumbers: 3, creditDays: 90 };
  // Three installments of 100 ₽ each, due at days 30, 60 and 90 of the loan.
  late40 = await carrierWithLoan(h, admin, loan);
  await backdateLoan(h, late40.loanId, 100); // due 70, 40 and 10 days ago
  await cashIn(late40.carrier.id, 1500); // 150 ₽: the first covered, 50 of the second
  late10 = await carrierWithLoan(h, admin, loan);
  await backdateLoan(h, late10.loanId, 40); // the first 10 days late
  current = await carrierWithLoan(h, admin, loan);
  await backdateLoan(h, current.loanId, 20);
  paid = await carrierWithLoan(h, admin, loan);
  await backdateLoan(h, paid.loanId, 40);
  await cashIn(paid.carrier.id, 3000);
  writtenOff = await carrierWithLoan(h, admin, loan);
  await backdateLoan(h, writtenOff.loanId, 40);
  await post(`/api/loan/${writtenOff.loanId}/write-off`, { reason: 'Inubicable' });
});
afterAll(() => h.close());

describe('the cobranza desk', () => {
  it('lists exactly the loans in mora, most days past due first, with figures that agree with the list and the report', async () => {
    const desk = await get('/api/collections');
    expect(desk.statusCode).toBe(200);
    expect(desk.headers['x-total-count']).toBe('2');
    const rows = desk.json();
    expect(rows.map((r: { loan: number }) => r.loan)).toEqual([late40.loanId, late10.loanId]);
    expect(rows[0]).toMatchObject({
      carrier: `${late40.affiliate.firstNames} ${late40.affiliate.lastNames}`,
      dni: late40.affiliate.dni,
      phone: late40.affiliate.phoneNumber,
      daysPastDue: 40,
      installmentsOverdue: 2,
      overduePetro: 150,
      overdueBs: 1500,
      balancePetro: 150,
      lastPaymentDate: today,
      lastContact: null,
      promise: null,
    });
    expect(rows[1]).toMatchObject({
      daysPastDue: 10,
      installmentsOverdue: 1,
      overduePetro: 100,
      balancePetro: 300,
    });

    const list = (await get('/api/loan?limit=100')).json();
    const inMora = list.filter((l: { isMora: boolean }) => l.isMora).map((l: { id: number }) => l.id);
    expect(inMora.sort()).toEqual([late40.loanId, late10.loanId].sort());
    const report = (await get('/api/reports/portfolio')).json();
    expect(report.overdueLoans).toBe(2);
    const overdue = rows.reduce(
      (s: Decimal, r: { overduePetro: number }) => s.plus(r.overduePetro),
      new Decimal(0),
    );
    expect(overdue.toNumber()).toBe(report.overduePetro);
  });

  it('filters by bucket, line and cédula in the database, and pages', async () => {
    const loansOf = async (query: string) =>
      (await get(`/api/collections?${query}`)).json().map((r: { loan: number }) => r.loan);
    expect(await loansOf('bucket=31-60')).toEqual([late40.loanId]);
    expect(await loansOf('bucket=1-30')).toEqual([late10.loanId]);
    expect(await loansOf('bucket=90%2B')).toEqual([]);
    expect(await loansOf(`dni=${late10.affiliate.dni}`)).toEqual([late10.loanId]);
    expect(await loansOf(`organization=${late40.affiliate.organizationId}`)).toEqual([late40.loanId]);
    const page = await get('/api/collections?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().map((r: { loan: number }) => r.loan)).toEqual([late10.loanId]);
    // The count rides on the page's rows: an empty first page is 0, a page past the end counts alone.
    const empty = await get('/api/collections?bucket=90%2B');
    expect([empty.json(), empty.headers['x-total-count']]).toEqual([[], '0']);
    const past = await get('/api/collections?limit=1&offset=5');
    expect([past.json(), past.headers['x-total-count']]).toEqual([[], '2']);
    expect((await get('/api/collections?bucket=5-10')).json().fields.bucket).toBe('Tramo inválido.');
  });
});

describe('follow-ups and promises', () => {
  it('records a contact with a promise; the promise is kept by repayments up to its date', async () => {
    const saved = await post(`/api/loan/${late10.loanId}/follow-ups`, {
      channel: 'Llamada',
      note: 'Dice que paga el viernes.',
      promiseDate: addDays(today, 2),
      promiseAmountBs: 500,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      channel: 'Llamada',
      note: 'Dice que paga el viernes.',
      promiseDate: addDays(today, 2),
      promiseAmountBs: 500,
      promiseStatus: 'pendiente',
      message: 'Seguimiento registrado.',
    });
    expect(saved.json().adminName).not.toBe('');
    const row = (await get(`/api/collections?dni=${late10.affiliate.dni}`)).json()[0];
    expect(row.promise).toEqual({ date: addDays(today, 2), amountBs: 500, status: 'pendiente' });
    expect(row.lastContact).toBe(saved.json().createdAt);

    await cashIn(late10.carrier.id, 500);
    const kept = (await get(`/api/loan/${late10.loanId}/follow-ups`)).json();
    expect(kept[0].promiseStatus).toBe('cumplida');
  });

  it('turns a promise whose date passed without the money into incumplida, newest first', async () => {
    await post(`/api/loan/${late40.loanId}/follow-ups`, { channel: 'Visita', note: 'No estaba.' });
    await post(`/api/loan/${late40.loanId}/follow-ups`, {
      channel: 'WhatsApp',
      note: 'Promete 300 Bs.',
      promiseDate: today,
      promiseAmountBs: 300,
    });
    // Two days later by the record's own dates: made and due in the past, nothing paid since.
    await h.db
      .update(loanFollowUps)
      .set({ recordedOn: addDays(today, -3), promiseDate: addDays(today, -2) })
      .where(eq(loanFollowUps.note, 'Promete 300 Bs.'));
    const list = (await get(`/api/loan/${late40.loanId}/follow-ups`)).json();
    expect(
      list.map((f: { channel: string; promiseStatus: string | null }) => [f.channel, f.promiseStatus]),
    ).toEqual([
      ['WhatsApp', 'incumplida'],
      ['Visita', null],
    ]);
    const row = (await get(`/api/collections?dni=${late40.affiliate.dni}`)).json()[0];
    expect(row.promise).toMatchObject({ amountBs: 300, status: 'incumplida' });
  });

  it('refuses a half promise, a past promise date and an unknown loan, in Spanish', async () => {
    const half = await post(`/api/loan/${late40.loanId}/follow-ups`, {
      channel: 'Llamada',
      note: 'x',
      promiseDate: addDays(today, 1),
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().fields.promiseAmountBs).toBe('Indica el monto prometido.');
    const past = await post(`/api/loan/${late40.loanId}/follow-ups`, {
      channel: 'Llamada',
      note: 'x',
      promiseDate: addDays(today, -1),
      promiseAmountBs: 10,
    });
    expect(past.json().fields.promiseDate).toBe('La fecha de la promesa no puede ser anterior a hoy.');
    expect((await post('/api/loan/999999/follow-ups', { channel: 'Llamada', note: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await post(`/api/loan/${late40.loanId}/follow-ups`, { channel: 'Fax', note: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe("a loan's own page", () => {
  it('reads the loan, its reminders and its audit history', async () => {
    const detail = await get(`/api/loan/${late40.loanId}`);
    expect(detail.json()).toMatchObject({ id: late40.loanId, isMora: true, paidTotal: 150 });
    expect((await get(`/api/loan/${late40.loanId}`, late10.auth)).statusCode).toBe(404);
    expect((await get(`/api/loan/${late40.loanId}`, late40.auth)).statusCode).toBe(200);

    await sendReminders(h.db, h.app.ctx.config);
    const reminders = (await get(`/api/loan/${late40.loanId}/reminders`)).json();
    // The first installment is covered; the others each get the latest kind due (newest first).
    expect(
      reminders.map((r: { installmentNumber: number; kind: string }) => [r.installmentNumber, r.kind]),
    ).toEqual([
      [3, 'atraso-7'],
      [2, 'atraso-30'],
    ]);
    const history = (await get(`/api/audit?entity=loan&entityId=${writtenOff.loanId}`)).json();
    expect(history.map((e: { action: string }) => e.action)).toEqual(['write-off']);
    expect((await get(`/api/audit?entityId=${writtenOff.loanId}`)).json().fields.entity).toBe(
      'Indica el tipo de registro.',
    );
  });
});
