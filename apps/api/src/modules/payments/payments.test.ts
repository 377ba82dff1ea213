import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { addDays, businessDate } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { carrierWithLoan } from '../../../test/loan-fixture';
import { incomes, loans, mailOutbox } from '../../db/schema';
import { auditCount } from '../../../test/audit-inspect';

let h: Harness;
let admin: Record<string, string>;
const today = () => businessDate();

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '10', new Date(Date.now() - 40 * 86_400_000));
  await createPrice(h.db, '30');
});
afterAll(() => h.close());

let voucher = 100000;
const nextVoucher = () => String(voucher++);
const report = (auth: Record<string, string>, payload: object, key?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/payment/',
    headers: { ...auth, ...(key && { 'idempotency-key': key }) },
    payload,
  });
const decide = (id: number, status: string) =>
  h.app.inject({ method: 'PATCH', url: '/api/payment', headers: admin, payload: { id, status } });
/** A payment as the API shows it when asked for by id. */
const stored = async (id: number) =>
  (await h.app.inject({ url: `/api/payment/${id}`, headers: admin })).json();
const loanOf = async (loanId: number) => (await h.db.select().from(loans).where(eq(loans.id, loanId)))[0]!;

describe('reporting payments', () => {
  it('converts Bs to ₽ at the rate of the payment date, and is idempotent per key', async () => {
    const c = await carrierWithLoan(h, admin);
    const old = await report(c.auth, {
      amount: 100,
      date: addDays(today(), -35),
      voucherCode: nextVoucher(),
    });
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({
      amountInBs: 100,
      amountInPetro: 10,
      status: 'Por revisar',
      loan: c.loanId,
      message: 'Pago enviado.',
    });

    const body = { amount: 300, date: today(), voucherCode: nextVoucher() };
    const first = await report(c.auth, body, 'pay-key-000001');
    const again = await report(c.auth, body, 'pay-key-000001');
    expect(first.json().amountInPetro).toBe(10);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const mine = await h.app.inject({ url: '/api/payment/by-carrier', headers: c.auth });
    expect(mine.headers['x-total-count']).toBe('2');
  });

  it('refuses a used reference unless that payment was rejected, a future date and a bad reference', async () => {
    const c = await carrierWithLoan(h, admin);
    const code = nextVoucher();
    const first = await report(c.auth, { amount: 30, date: today(), voucherCode: code });
    const dup = await report(c.auth, { amount: 30, date: today(), voucherCode: code });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Esa referencia bancaria ya fue registrada en otro pago.');
    await decide(first.json().id, 'Rechazado');
    expect((await report(c.auth, { amount: 30, date: today(), voucherCode: code })).statusCode).toBe(201);

    const future = await report(c.auth, {
      amount: 30,
      date: addDays(today(), 1),
      voucherCode: nextVoucher(),
    });
    expect(future.json().fields.date).toBe('La fecha no puede ser mayor que hoy');
    expect((await report(c.auth, { amount: 30, date: today(), voucherCode: 'ABC123' })).statusCode).toBe(400);
    expect((await report(c.auth, { amount: 0, date: today(), voucherCode: nextVoucher() })).statusCode).toBe(
      400,
    );
  });
});

describe('approving payments', () => {
  it('follows a loan from approval to Pagado, recording each repayment as a credit income', async () => {
    // 900 Bs at 30 = 30 ₽ in 3 installments of 10 ₽.
    const c = await carrierWithLoan(h, admin, { amountBs: 900, feeNumbers: 3, creditDays: 90 });
    const vouchers: string[] = [];
    const pay = async (bs: number) => {
      const voucherCode = nextVoucher();
      vouchers.push(voucherCode);
      const p = await report(c.auth, { amount: bs, date: today(), voucherCode });
      const d = await decide(p.json().id, 'Aprobado');
      expect(d.json()).toMatchObject({
        message: 'Se cambio el estado exitosamente.',
        payment: { status: 'Aprobado' },
      });
      // The answer is built from the updated row, not read again: it must be the stored payment.
      expect(d.json().payment).toEqual(await stored(p.json().id));
      return p.json().id as number;
    };
    await pay(300);
    expect(await loanOf(c.loanId)).toMatchObject({ feePaid: 1, status: 'Por pagar', paidTotal: '10.0000' });
    await pay(450);
    expect(await loanOf(c.loanId)).toMatchObject({ feePaid: 2, status: 'Por pagar' });
    const last = await pay(300);
    expect(await loanOf(c.loanId)).toMatchObject({ feePaid: 3, status: 'Pagado', paidTotal: '35.0000' });

    const [view] = (await h.app.inject({ url: '/api/loan/by-carrier', headers: c.auth })).json();
    expect(view).toMatchObject({ status: 'Pagado', feePaid: 3, credit: 5, isMora: false });
    // Newest first (same day: the last reported first), each as reported.
    expect(view.paymentHistory).toEqual(
      [300, 450, 300].map((amountInBs, n) => ({
        id: expect.any(Number),
        amountInBs,
        // At 30 Bs/₽: the unit amount each covers once approved.
        amountInPetro: amountInBs / 30,
        voucherCode: vouchers[2 - n],
        date: today(),
        status: 'Aprobado',
      })),
    );

    const approvedMails = (
      await h.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, c.affiliate.email))
        .orderBy(asc(mailOutbox.id))
    ).filter((m) => m.subject === 'Tu pago fue aprobado');
    expect(approvedMails).toHaveLength(3);
    expect(approvedMails.at(-1)!.text).toContain('Cuotas pagadas: 3 de 3.');
    const credits = await h.db
      .select()
      .from(incomes)
      .where(eq(incomes.loanId, c.loanId))
      .orderBy(asc(incomes.id));
    expect(credits.map((i) => [i.isCredit, i.quotaNumber])).toEqual([
      [true, 1],
      [true, 3],
      [true, 3],
    ]);
    expect(credits.find((i) => i.paymentId === last)).toMatchObject({
      isCredit: true,
      quotaNumber: 3,
      amountBs: '300.00',
    });

    const schedule = (await h.app.inject({ url: `/api/loan/${c.loanId}/schedule`, headers: c.auth })).json();
    expect(schedule.every((i: { fullyPaid: boolean }) => i.fullyPaid)).toBe(true);
  });

  it('twenty approvals of one payment at the same moment apply it once', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 900, feeNumbers: 3, creditDays: 90 });
    const p = await report(c.auth, { amount: 300, date: today(), voucherCode: nextVoucher() });
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(p.json().id, 'Aprobado')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect((await loanOf(c.loanId)).paidTotal).toBe('10.0000');
    expect(await h.db.select().from(incomes).where(eq(incomes.paymentId, p.json().id))).toHaveLength(1);
    expect(await auditCount(h.db, 'payment', p.json().id)).toBe(1);
  });

  it('rejection changes only the status, and a decision cannot be taken back', async () => {
    const c = await carrierWithLoan(h, admin);
    const p = await report(c.auth, { amount: 300, date: today(), voucherCode: nextVoucher() });
    const rejected = (await decide(p.json().id, 'Rechazado')).json().payment;
    expect(rejected.status).toBe('Rechazado');
    expect(rejected).toEqual(await stored(p.json().id));
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.affiliate.email));
    expect(mails.map((m) => m.subject)).toContain('Tu pago fue rechazado');
    expect((await loanOf(c.loanId)).paidTotal).toBe('0.0000');
    const back = await decide(p.json().id, 'Aprobado');
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe('El pago ya fue decidido.');
    expect((await decide(999999, 'Aprobado')).statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it('a carrier reaches only its own loans and payments, whatever it sends', async () => {
    const a = await carrierWithLoan(h, admin);
    const b = await carrierWithLoan(h, admin);
    const paidByB = await report(b.auth, { amount: 30, date: today(), voucherCode: nextVoucher() });

    const loansOfA = (
      await h.app.inject({ url: `/api/loan/by-carrier?carrier=${b.carrier.id}`, headers: a.auth })
    ).json();
    expect(loansOfA.map((l: { id: number }) => l.id)).toEqual([a.loanId]);
    const paysOfA = await h.app.inject({
      url: `/api/payment/by-carrier?carrier=${b.carrier.id}`,
      headers: a.auth,
    });
    expect(paysOfA.json()).toEqual([]);
    expect(
      (await h.app.inject({ url: `/api/payment/${paidByB.json().id}`, headers: a.auth })).statusCode,
    ).toBe(404);
    expect((await h.app.inject({ url: `/api/loan/${b.loanId}/schedule`, headers: a.auth })).statusCode).toBe(
      404,
    );
    const payOther = await report(a.auth, {
      amount: 30,
      date: today(),
      voucherCode: nextVoucher(),
      loan: b.loanId,
    });
    expect(payOther.statusCode).toBe(409);
    for (const url of ['/api/loan', '/api/payment', '/api/ingress', '/api/expenses', '/api/funds']) {
      expect((await h.app.inject({ url, headers: a.auth })).statusCode, url).toBe(403);
    }
    expect((await decide(paidByB.json().id, 'Aprobado')).statusCode).toBe(200);
    const asCarrier = await h.app.inject({
      method: 'PATCH',
      url: '/api/payment',
      headers: a.auth,
      payload: { id: paidByB.json().id, status: 'Aprobado' },
    });
    expect(asCarrier.statusCode).toBe(403);
  });
});
