import { randomInt } from 'node:crypto';
import { businessDate } from '@app/domain';
import { PASSWORD, bearer, createCarrier, login } from './factories';
import type { Harness } from './helper';

/**
 * A carrier with an approved loan, made through the real routes: the public application and the
 * administrator's approval. The rate must exist already.
 */
export async function carrierWithLoan(
  h: Harness,
  adminAuth: Record<string, string>,
  loan: { amountBs: number; feeNumbers: number; creditDays: number; organizationId?: number } = {
    amountBs: 3000,
    feeNumbers: 3,
    creditDays: 90,
  },
) {
  const { affiliate, carrier } = await createCarrier(h.db, { organizationId: loan.organizationId });
  const request = await h.app.inject({
    method: 'POST',
    url: '/api/request-carrier',
    payload: { dni: affiliate.dni, amount: loan.amountBs },
  });
  const approval = await h.app.inject({
    method: 'PATCH',
    url: '/api/request-carrier',
    headers: adminAuth,
    payload: {
      id: request.json().id,
      status: 'Aprobado',
      loanData: {
        reasonForAdmission: 'Repuestos',
        amount: loan.amountBs,
        feeNumbers: loan.feeNumbers,
        creditDays: loan.creditDays,
      },
    },
  });
  if (approval.statusCode !== 200) throw new Error(`approval failed: ${approval.body}`);
  const auth = bearer((await login(h.app, affiliate.email, 'Carrier', PASSWORD)).access_token);
  return { affiliate, carrier, loanId: approval.json().loan.id as number, auth, today: businessDate() };
}

/**
 * Moves a loan `days` into the past, as if approved then: its date, its installments' due dates and
 * its next due date (the clock stays; what the loan remembers moves).
 */
export async function backdateLoan(h: Harness, loanId: number, days: number) {
  const { installments, loans } = await import('../src/db/schema');
  const { eq, sql } = await import('drizzle-orm');
  await h.db
    .update(installments)
    .set({ dueDate: sql`${installments.dueDate} - ${days}::int` })
    .where(eq(installments.loanId, loanId));
  await h.db
    .update(loans)
    .set({ date: sql`${loans.date} - ${days}::int`, nextDueOn: sql`${loans.nextDueOn} - ${days}::int` })
    .where(eq(loans.id, loanId));
}

/** Money a carrier brings to the office today, recorded by an administrator as a credit income. */
export async function cashIn(h: Harness, adminAuth: Record<string, string>, carrier: number, bs: number) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/ingress',
    headers: adminAuth,
    payload: {
      date: businessDate(),
      reasonForAdmission: 'Pago en oficina',
      incomeAmountBs: bs,
      isCredit: true,
      carrier,
    },
  });
  if (res.statusCode !== 201) throw new Error(`credit income failed: ${res.body}`);
  return res;
}

/** A payment the carrier reports today for `bs`, waiting for a decision; its id. */
export async function reportedPayment(
  h: Harness,
  carrier: { auth: Record<string, string>; today: string },
  bs: number,
  voucherCode: string,
): Promise<number> {
  const reported = await h.app.inject({
    method: 'POST',
    url: '/api/payment/',
    headers: carrier.auth,
    payload: { amount: bs, date: carrier.today, voucherCode },
  });
  if (reported.statusCode !== 201) throw new Error(`payment not reported: ${reported.body}`);
  return reported.json().id as number;
}

/** A payment the carrier reports today for `bs`, approved by the administrator; its id. */
export async function approvedPayment(
  h: Harness,
  adminAuth: Record<string, string>,
  carrier: { auth: Record<string, string>; today: string },
  bs: number,
  voucherCode: string,
): Promise<number> {
  const id = await reportedPayment(h, carrier, bs, voucherCode);
  const decided = await h.app.inject({
    method: 'PATCH',
    url: '/api/payment',
    headers: adminAuth,
    payload: { id, status: 'Aprobado' },
  });
  if (decided.statusCode !== 200) throw new Error(`payment not approved: ${decided.body}`);
  return id;
}

// Consecutive from a random start: bank references are unique among payments not rejected.
let voucher = randomInt(100_000_000, 900_000_000);

/** A payment reported by the carrier and, unless told, approved by the administrator. */
export async function payLoan(
  h: Harness,
  adminAuth: Record<string, string>,
  c: { auth: Record<string, string> },
  amount: number,
  date: string,
  approve = true,
) {
  const r = await h.app.inject({
    method: 'POST',
    url: '/api/payment/',
    headers: c.auth,
    payload: { amount, date, voucherCode: String(voucher++) },
  });
  if (r.statusCode !== 201) throw new Error(`payment failed: ${r.statusCode} ${r.body}`);
  if (approve) {
    const d = await h.app.inject({
      method: 'PATCH',
      url: '/api/payment',
      headers: adminAuth,
      payload: { id: r.json().id, status: 'Aprobado' },
    });
    if (d.statusCode !== 200) throw new Error(`approval failed: ${d.statusCode} ${d.body}`);
  }
}
