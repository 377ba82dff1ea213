import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '@app/domain';
import { build, freshDatabase, type Harness } from './helper';
import { bearer, createAdministrator, createCarrier, createPrice, login } from './factories';
import { carrierWithLoan, reportedPayment } from './loan-fixture';

// Every statement the app sends while `sent` is set, but two that are not the approval's: the
// outbox's delivery after the commit (its own passes and rate slots, kicked by any write that queued mail) and the
// session lookup, which the session cache answers from memory once its listener is up.
let sent: string[] | undefined;
const notTheApproval = [/^\s*update "mail_outbox"/, /"mail_send_slots"/, /from "refresh_tokens"/];
const logger = {
  logQuery: (sql: string) => !notTheApproval.some((r) => r.test(sql)) && sent?.push(sql),
};

let h: Harness;
let admin: Record<string, string>;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, await freshDatabase(logger));
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '30');
});
afterAll(() => h.close());

/** The statements one request sends (its grants, its transaction's begin and commit included). */
async function statementsOf(send: () => Promise<{ statusCode: number; body: string }>) {
  sent = [];
  const res = await send();
  const seen = sent;
  sent = undefined;
  expect(res.statusCode, res.body).toBe(200);
  if (process.env.SHOW_STATEMENTS) console.log(seen.join('\n---\n'));
  // Fewer statements, the same writes: the decision's e-mail and its audit entry go in one.
  expect(
    seen.filter((q) => /insert into "mail_outbox"/.test(q) && /insert into "audit_log"/.test(q)),
  ).toHaveLength(1);
  return seen.length;
}

// Issue 33: each statement is a round trip, a parse and a plan; at ≥ 300 approvals/s they are the cost.
describe('statements per approval', () => {
  it('a payment approval', async () => {
    const c = await carrierWithLoan(h, admin);
    const id = await reportedPayment(h, { auth: c.auth, today: businessDate() }, 300, '777000111');
    const n = await statementsOf(() =>
      h.app.inject({
        method: 'PATCH',
        url: '/api/payment',
        headers: admin,
        payload: { id, status: 'Aprobado' },
      }),
    );
    // Grants, begin, unit, claim, loan + schedule, loan update + income, entry, mail + audit, commit.
    expect(n).toBeLessThanOrEqual(9);
  });

  it('a credit request approval', async () => {
    const { affiliate } = await createCarrier(h.db);
    const request = await h.app.inject({
      method: 'POST',
      url: '/api/request-carrier',
      payload: { dni: affiliate.dni, amount: 3000 },
    });
    const n = await statementsOf(() =>
      h.app.inject({
        method: 'PATCH',
        url: '/api/request-carrier',
        headers: admin,
        payload: {
          id: request.json().id,
          status: 'Aprobado',
          loanData: { reasonForAdmission: 'Repuestos', amount: 3000, feeNumbers: 3, creditDays: 90 },
        },
      }),
    );
    // Grants, rule, begin, unit, claim, rate, interest, loan, schedule + expense, entry, mail + audit, commit.
    expect(n).toBeLessThanOrEqual(12);
  });
});
