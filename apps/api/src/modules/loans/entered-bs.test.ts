import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  businessDate,
  enteredBsAt,
  loanBsAt,
  petroToBs,
  proposeLoan,
  type CreditRequest,
  type Loan,
} from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import {
  PASSWORD,
  bearer,
  createAdministrator,
  createCarrier,
  createPrice,
  login,
} from '../../../test/factories';
import { mailOutbox } from '../../db/schema';

/**
 * Decision 0014: an amount typed in Bs reads the same on every later screen and e-mail at the same
 * rate. At 1 234,5678 Bs/₽ the ₽ round trip of 250 000,00 Bs gives 249 999,98 Bs: the test would
 * see that number wherever the Bs were recomputed from the rounded ₽.
 */
const RATE = '1234.5678';
let h: Harness;
let admin: Record<string, string>;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, RATE);
});
afterAll(() => h.close());

const get = (url: string, headers = admin) => h.app.inject({ url, headers });
const lastMailTo = async (to: string) =>
  (
    await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1)
  )[0]!;
const loanOf = async (carrierId: number, headers = admin) =>
  (await get(`/api/loan/by-carrier?carrier=${carrierId}`, headers)).json()[0] as Loan;

/** A carrier with a loan of `bs` granted through the application and the approval modal's proposal. */
async function applyAndApprove(bs: number) {
  const { affiliate, carrier } = await createCarrier(h.db);
  const applied = await h.app.inject({
    method: 'POST',
    url: '/api/request-carrier',
    payload: { dni: affiliate.dni, amount: bs },
  });
  expect(applied.statusCode).toBe(201);
  const listed = (await get(`/api/request-carrier?dni=${affiliate.dni}`)).json()[0] as CreditRequest;
  const proposal = proposeLoan({ bs: listed.amountBsRequested, rate: listed.rate }, RATE);
  const approved = await h.app.inject({
    method: 'PATCH',
    url: '/api/request-carrier',
    headers: admin,
    payload: {
      id: listed.id,
      status: 'Aprobado',
      loanData: { reasonForAdmission: 'Repuestos', amount: proposal.amountBs, feeNumbers: 1, creditDays: 30 },
    },
  });
  expect(approved.statusCode).toBe(200);
  const auth = bearer((await login(h.app, affiliate.email, 'Carrier', PASSWORD)).access_token);
  return { affiliate, carrier, listed, proposal, auth };
}

describe('the Bs a person entered', () => {
  it('a request: applied, listed, proposed, granted and e-mailed as the Bs typed', async () => {
    const { affiliate, carrier, listed, proposal } = await applyAndApprove(250_000);
    // The ₽ round trip is what used to lose the cents.
    expect(petroToBs(listed.amount, RATE).toNumber()).not.toBe(250_000);
    expect(listed.amountBsRequested).toBe(250_000);
    expect(enteredBsAt({ bs: listed.amountBsRequested, rate: listed.rate }, RATE).toNumber()).toBe(250_000);
    expect(proposal.amountBs).toBe(250_000);

    const loan = await loanOf(carrier.id);
    expect(loan.amountAwardedInBs).toBe(250_000);
    expect(loanBsAt(loan, loan.amountAwarded, RATE).toNumber()).toBe(250_000);
    expect(loanBsAt(loan, loan.amountPay, RATE).toNumber()).toBe(250_000);
    const disbursed = (await get(`/api/expenses?dni=${affiliate.dni}`)).json()[0];
    expect(disbursed.incomeAmountInBs).toBe(250_000);

    const mail = await lastMailTo(affiliate.email);
    expect(mail.text).toContain('Monto otorgado: 250.000,00 Bs');
    expect(mail.text).toContain('(250.000,00 Bs a la tasa del préstamo)');
    expect(mail.text).not.toContain('249.999');
  });

  it('a payment: reported, listed, approved, on the loan and e-mailed as the Bs typed', async () => {
    const { affiliate, carrier, auth } = await applyAndApprove(250_000);
    const reported = await h.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: auth,
      payload: { amount: 95_000, date: businessDate(), voucherCode: '95000001' },
    });
    expect(reported.statusCode).toBe(201);
    const listed = (await get(`/api/payment?dni=${affiliate.dni}`)).json()[0];
    expect(listed.amountInBs).toBe(95_000);
    const approved = await h.app.inject({
      method: 'PATCH',
      url: '/api/payment',
      headers: admin,
      payload: { id: listed.id, status: 'Aprobado' },
    });
    expect(approved.statusCode).toBe(200);

    const loan = await loanOf(carrier.id, auth);
    expect(loan.paidTotalBs).toBe(95_000);
    expect(loan.paidTotal).toBe(listed.amountInPetro);
    const income = (await get(`/api/ingress?dni=${affiliate.dni}`)).json()[0];
    expect(income.incomeAmountBs).toBe(95_000);
    expect((await lastMailTo(affiliate.email)).text).toContain('Aprobamos tu pago de 95.000,00 Bs');
  });

  it('a credit income: registered, listed, on the loan and e-mailed as the Bs typed', async () => {
    const { affiliate, carrier } = await applyAndApprove(250_000);
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/ingress',
      headers: admin,
      payload: {
        date: businessDate(),
        reasonForAdmission: 'Pago en taquilla',
        incomeAmountBs: 95_000.5,
        isCredit: true,
        carrier: carrier.id,
      },
    });
    expect(created.statusCode).toBe(201);
    const listed = (await get(`/api/ingress?dni=${affiliate.dni}`)).json()[0];
    expect(listed.incomeAmountBs).toBe(95_000.5);
    const loan = await loanOf(carrier.id);
    expect(loan.paidTotalBs).toBe(95_000.5);
    expect(loan.paidTotal).toBe(listed.incomeAmount);
    const mail = await lastMailTo(affiliate.email);
    expect(mail.subject).toBe('Registramos tu pago');
    expect(mail.text).toContain('Registramos tu pago de 95.000,50 Bs');
    expect(mail.text).toContain('Cuotas pagadas: 0 de 1.');
  });
});
