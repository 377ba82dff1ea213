import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { Decimal, addDays, businessDate } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { backdateLoan, carrierWithLoan } from '../../../test/loan-fixture';
import { auditLog, incomes, installments, loans, mailOutbox } from '../../db/schema';

let h: Harness;
let admin: Record<string, string>;
const today = () => businessDate();

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '10');
});
afterAll(() => h.close());

let voucher = 500000;
const get = (url: string, auth = admin) => h.app.inject({ url, headers: auth });
const post = (url: string, payload: object, auth = admin) =>
  h.app.inject({ method: 'POST', url, headers: auth, payload });
/** A carrier's payment, reported and approved: the money reaches the loan as it would in real use. */
async function pay(c: { auth: Record<string, string> }, amountBs: number, date = today()) {
  const reported = await post(
    '/api/payment',
    { amount: amountBs, date, voucherCode: String(voucher++) },
    c.auth,
  );
  expect(reported.statusCode).toBe(201);
  const decided = await h.app.inject({
    method: 'PATCH',
    url: '/api/payment',
    headers: admin,
    payload: { id: reported.json().id, status: 'Aprobado' },
  });
  expect(decided.statusCode).toBe(200);
}
const listed = async (dni: string) => (await get(`/api/loan?dni=${dni}`)).json()[0];
const mailsTo = (to: string) =>
  h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));

describe('payoff', () => {
  it('is the balance today, plus the penalties charged by a later date, in ₽ and in the Bs that settle it', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
    await pay(c, 500);
    // 300 ₽ at 0 % interest, 50 paid: 250 owed.
    const now = await get(`/api/loan/${c.loanId}/payoff`, c.auth);
    expect(now.statusCode).toBe(200);
    expect(now.json()).toEqual({ date: today(), rate: 10, payoffPetro: 250, payoffBs: 2500 });

    await post('/api/interests', { amount: 10, applyOnLyMDefaulters: true });
    // On day 40 the first installment (100 ₽, 50 uncovered) is past due: it will carry 10 % of 50.
    const later = (await get(`/api/loan/${c.loanId}/payoff?date=${addDays(today(), 40)}`, c.auth)).json();
    expect(later).toMatchObject({ payoffPetro: 255, payoffBs: 2550 });

    const past = await get(`/api/loan/${c.loanId}/payoff?date=${addDays(today(), -1)}`, c.auth);
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.date).toBe('La fecha no puede ser anterior a hoy.');
    const other = await carrierWithLoan(h, admin);
    expect((await get(`/api/loan/${c.loanId}/payoff`, other.auth)).statusCode).toBe(404);
    await h.db.delete((await import('../../db/schema')).interests);
  });

  it('settles the loan when that many Bs are paid', async () => {
    await createPrice(h.db, '36.4567');
    const c = await carrierWithLoan(h, admin, { amountBs: 1000, feeNumbers: 3, creditDays: 90 });
    await pay(c, 123.45);
    const { payoffBs } = (await get(`/api/loan/${c.loanId}/payoff`, c.auth)).json();
    await pay(c, payoffBs);
    expect((await listed(c.affiliate.dni)).status).toBe('Pagado');
    await createPrice(h.db, '10');
  });
});

describe('reschedule', () => {
  it('turns the balance into a new schedule from today; the replaced installments stay readable', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
    await backdateLoan(h, c.loanId, 100);
    await post('/api/interests', { amount: 10, applyOnLyMDefaulters: true });
    const { applyDefaulterPenalties } = await import('./penalties');
    expect(await applyDefaulterPenalties(h.db)).toBe(3);
    await h.db.delete((await import('../../db/schema')).interests);
    await pay(c, 1500);
    const before = await listed(c.affiliate.dni);
    // 300 ₽ + 30 ₽ of penalties, 150 paid: 180 owed, penalties included.
    expect(before).toMatchObject({ amountPay: 330, paidTotal: 150, isMora: true });

    const done = await post(`/api/loan/${c.loanId}/reschedule`, {
      feeNumbers: 7,
      creditDays: 210,
      reason: 'Accidente del vehículo',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Préstamo reprogramado.' });

    const schedule = (await get(`/api/loan/${c.loanId}/schedule`, c.auth)).json();
    expect(schedule).toHaveLength(7);
    const sum = schedule.reduce((s: Decimal, i: { amount: number }) => s.plus(i.amount), new Decimal(0));
    expect(sum.toString()).toBe('180');
    // 180 ÷ 7 half-up to 4 decimals, the last absorbing the rounding (as an approval splits).
    expect(schedule.map((i: { amount: number }) => i.amount)).toEqual([
      25.7143, 25.7143, 25.7143, 25.7143, 25.7143, 25.7143, 25.7142,
    ]);
    expect(schedule[0]).toMatchObject({ dueDate: addDays(today(), 30), paid: 0, penalty: 0, overdue: false });
    expect(schedule.at(-1).dueDate).toBe(addDays(today(), 210));

    const after = await listed(c.affiliate.dni);
    expect(after).toMatchObject({
      id: c.loanId,
      amountPay: 330,
      paidTotal: 150,
      feeNumbers: 7,
      feePaid: 0,
      creditDays: 210,
      status: 'Por pagar',
      isMora: false,
    });
    const history = (await get(`/api/loan/${c.loanId}/schedule-history`, c.auth)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      rescheduledOn: today(),
      reason: 'Accidente del vehículo',
      balance: 180,
    });
    expect(
      history[0].replaced.map((i: { amount: number; penalty: number }) => [i.amount, i.penalty]),
    ).toEqual([
      [100, 10],
      [100, 10],
      [100, 10],
    ]);

    // The next payment covers the new schedule's first installment.
    await pay(c, 300);
    const paidOne = (await get(`/api/loan/${c.loanId}/schedule`, c.auth)).json();
    expect(paidOne[0]).toMatchObject({ paid: 25.7143, fullyPaid: true });
    expect(paidOne[1]).toMatchObject({ paid: 4.2857, fullyPaid: false });
    expect((await listed(c.affiliate.dni)).feePaid).toBe(1);
    const [stored] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    expect(stored!.nextDueOn).toBe(addDays(today(), 60));

    const [audited] = await h.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'loan'), eq(auditLog.action, 'reschedule'), eq(auditLog.entityId, c.loanId)),
      );
    expect(audited!.before).toMatchObject({ feeNumbers: 3, creditDays: 90 });
    expect(audited!.after).toMatchObject({ feeNumbers: 7, creditDays: 210, balance: 180 });
    const mail = (await mailsTo(c.affiliate.email)).find((m) => m.subject === 'Tu préstamo fue reprogramado');
    expect(mail?.text).toContain('180,0000 ₽');
    expect(mail?.text).toContain('7 cuotas en 210 días');
  });

  it('pays off exactly after a reschedule, and refuses a paid loan, a bad split and a carrier', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 1000, feeNumbers: 2, creditDays: 60 });
    await pay(c, 333.33);
    expect(
      (await post(`/api/loan/${c.loanId}/reschedule`, { feeNumbers: 3, creditDays: 90, reason: 'x' }, c.auth))
        .statusCode,
    ).toBe(403);
    const tiny = await post(`/api/loan/${c.loanId}/reschedule`, {
      feeNumbers: 360,
      creditDays: 90,
      reason: 'x',
    });
    expect(tiny.statusCode).toBe(200);
    const { payoffBs } = (await get(`/api/loan/${c.loanId}/payoff`, c.auth)).json();
    await pay(c, payoffBs);
    expect((await listed(c.affiliate.dni)).status).toBe('Pagado');
    const refused = await post(`/api/loan/${c.loanId}/reschedule`, {
      feeNumbers: 3,
      creditDays: 90,
      reason: 'x',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'El préstamo ya no está por pagar: no se puede reprogramar ni castigar.',
    );
    const missing = await post('/api/loan/999999/reschedule', { feeNumbers: 3, creditDays: 90, reason: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('write-off', () => {
  it('takes the loan out of the portfolio and records later money as a recovery, never lost', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
    await backdateLoan(h, c.loanId, 100);
    await pay(c, 400);
    const reportBefore = (await get(`/api/reports/portfolio`)).json();
    const yesterdayBefore = (await get(`/api/reports/portfolio?date=${addDays(today(), -1)}`)).json();

    const done = await post(`/api/loan/${c.loanId}/write-off`, { reason: 'Inubicable' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Préstamo castigado.' });
    const [stored] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    expect(stored).toMatchObject({
      status: 'Castigado',
      writtenOffBalance: '260.0000',
      writtenOffOn: today(),
    });
    expect(stored!.nextDueOn).toBeNull();
    expect(await listed(c.affiliate.dni)).toMatchObject({ status: 'Castigado', isMora: false });
    const castigados = await get(`/api/loan?status=Castigado&dni=${c.affiliate.dni}`);
    expect(castigados.json()).toHaveLength(1);
    const reportAfter = (await get(`/api/reports/portfolio`)).json();
    expect(reportAfter.activeLoans).toBe(reportBefore.activeLoans - 1);
    expect(reportAfter.overdueLoans).toBe(reportBefore.overdueLoans - 1);
    // Yesterday it was still out.
    const yesterday = (await get(`/api/reports/portfolio?date=${addDays(today(), -1)}`)).json();
    expect(yesterday).toEqual(yesterdayBefore);

    // The carrier still pays; the administrator records cash too: both are recoveries.
    await pay(c, 600);
    const cash = await post('/api/ingress', {
      date: today(),
      reasonForAdmission: 'Pago en oficina',
      incomeAmountBs: 100,
      isCredit: true,
      carrier: c.carrier.id,
    });
    expect(cash.statusCode).toBe(201);
    const money = await h.db
      .select()
      .from(incomes)
      .where(eq(incomes.loanId, c.loanId))
      .orderBy(asc(incomes.id));
    expect(money.map((m) => [m.isCredit, m.isRecovery, m.amountBs])).toEqual([
      [true, false, '400.00'],
      [false, true, '600.00'],
      [false, true, '100.00'],
    ]);
    expect(money[2]!.reasonForAdmission).toBe('Recuperación: Pago en oficina');
    const [recovered] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    expect(recovered).toMatchObject({ status: 'Castigado', paidTotal: '110.0000', paidBs: '1100.00' });

    const again = await post(`/api/loan/${c.loanId}/write-off`, { reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    // A new request waits while the written-off loan still owes.
    const request = await h.app.inject({
      method: 'POST',
      url: '/api/request-carrier',
      payload: { dni: c.affiliate.dni, amount: 100 },
    });
    expect(request.statusCode).toBe(409);
    const mail = (await mailsTo(c.affiliate.email)).find(
      (m) => m.subject === 'Tu préstamo pasó a cobranza especial',
    );
    expect(mail?.text).toContain('260,0000 ₽');
    const [audited] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'write-off'), eq(auditLog.entityId, c.loanId)));
    expect(audited!.after).toMatchObject({ status: 'Castigado', balance: 260, reason: 'Inubicable' });
  });
});

describe('the schedule in force', () => {
  it('a past day before a reschedule reads the replaced installments', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 2000, feeNumbers: 2, creditDays: 60 });
    await backdateLoan(h, c.loanId, 45);
    const dayBefore = addDays(today(), -1);
    const asItWas = (await get(`/api/reports/portfolio?date=${dayBefore}`)).json();
    await post(`/api/loan/${c.loanId}/reschedule`, {
      feeNumbers: 4,
      creditDays: 120,
      reason: 'Reprogramación',
    });
    const asItIs = (await get(`/api/reports/portfolio?date=${dayBefore}`)).json();
    expect(asItIs).toEqual(asItWas);
    const rows = await h.db.select().from(installments).where(eq(installments.loanId, c.loanId));
    expect(rows).toHaveLength(4);

    // Today the new schedule is in force: the report agrees with the list, loan by loan.
    await pay(c, 700);
    const mine = (await get(`/api/reports/portfolio?organization=${c.affiliate.organizationId}`)).json();
    const row = await listed(c.affiliate.dni);
    expect(mine).toMatchObject({ activeLoans: 1, overdueLoans: row.isMora ? 1 : 0 });
    expect(mine.outstandingPetro).toBe(new Decimal(row.amountPay).minus(row.paidTotal).toNumber());
  });
});
