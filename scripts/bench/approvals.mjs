// What changes data: request approvals and payment approvals, measured on records the benchmark
// makes first through the real API, then checked for exactly one effect each.
import { businessDate } from './dates.mjs';
import { openCarriers, applyForCredit, reportPayments } from './fixtures.mjs';
import { pool } from './http.mjs';
import { measure } from './load.mjs';

const LOAN_BS = 3000;
const PAYMENT_BS = 1000;
const loanData = { reasonForAdmission: 'Banco de pruebas', amount: LOAN_BS, feeNumbers: 3, creditDays: 90 };

/**
 * Sends every decision `copies` times over `connections` connections. With 2, the copies go back
 * to back and race like a double click on a bad network: exactly one of each must answer 200, the
 * others 409. Approvals/s counts the decisions taken, not the refused copies.
 */
async function decide(api, token, path, bodies, { connections, copies, meter }) {
  const queue = bodies.flatMap((b) => Array(copies).fill(b));
  let next = 0;
  const result = await measure({
    url: `${api.base}${path}`,
    connections: Math.min(connections, queue.length),
    amount: queue.length,
    expect: copies > 1 ? [200, 409] : [200],
    requests: [
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify(queue[next++]) }),
      },
    ],
    meter,
  });
  const ok = result.statuses[200] ?? 0;
  const refused = result.statuses[409] ?? 0;
  const refusedExpected = bodies.length * (copies - 1);
  return {
    ...result,
    reqPerSec: ok / result.seconds,
    approved: ok,
    duplicatesRefused: refused,
    // A refused copy's cost is part of its decision's.
    cpuPerApprovalMs: result.cpu && result.cpu.totalMs / Math.max(1, ok),
    errors: result.errors + Math.abs(ok - bodies.length) + Math.abs(refused - refusedExpected),
  };
}

const refusedText = (r) =>
  (r.duplicatesRefused ? `; ${r.duplicatesRefused} copies refused (409)` : '') +
  (r.cpu ? `; CPU ${r.cpuPerApprovalMs.toFixed(2)} ms/approval (server and PostgreSQL)` : '');

/** X-Total-Count of a list as the administrator sees it. */
async function countOf(api, token, path) {
  const res = await api.must('GET', path, { token });
  return { total: Number(res.headers.get('x-total-count')), rows: res.body };
}

/**
 * Opens `count` carriers, has them apply, approves the requests (twice each); has them report a
 * payment, approves the payments (twice each). Answers both measurements and the checks.
 */
export async function measureApprovals(api, token, { count, connections, copies, tag, log, meter }) {
  const [organization] = (await api.must('GET', '/api/organization/options', { token })).body;
  if (!organization) throw new Error('no organization to open the approval carriers in');

  log(`approvals: opening ${count} carriers, each applying for ${LOAN_BS} Bs…`);
  const carriers = await applyForCredit(
    api,
    await openCarriers(api, token, { count, organization: organization.id, tag }),
    LOAN_BS,
  );
  const requests = await decide(
    api,
    token,
    '/api/request-carrier',
    carriers.map((c) => ({ id: c.requestId, status: 'Aprobado', loanData })),
    { connections, copies, meter },
  );

  // Each request made one loan and one disbursement expense.
  const made = await pool(carriers, 4, async (c) => {
    const loans = await countOf(api, token, `/api/loan/by-carrier?carrier=${c.carrierId}`);
    const expenses = await countOf(api, token, `/api/expenses?dni=${c.dni}`);
    return { ...c, loans: loans.total, loan: loans.rows[0], expenses: expenses.total };
  });
  const requestCheck = {
    requests: count,
    oneLoanEach: made.filter((c) => c.loans === 1 && c.loan?.amountAwardedInBs === LOAN_BS).length,
    oneExpenseEach: made.filter((c) => c.expenses === 1).length,
  };
  requests.exactlyOnce =
    requestCheck.oneLoanEach === count && requestCheck.oneExpenseEach === count && requests.errors === 0;
  requests.check = `${count} requests → ${requestCheck.oneLoanEach} with exactly one loan of ${LOAN_BS} Bs, ${requestCheck.oneExpenseEach} with exactly one disbursement${refusedText(requests)}`;

  log(`approvals: ${count} carriers reporting a payment of ${PAYMENT_BS} Bs…`);
  const tagDigits = String(Date.now()).slice(-8);
  const reported = await reportPayments(api, made, {
    amountBs: PAYMENT_BS,
    date: businessDate(),
    referenceOf: (i) => `9${tagDigits}${String(i).padStart(6, '0')}`,
  });
  const payments = await decide(
    api,
    token,
    '/api/payment',
    reported.map((c) => ({ id: c.paymentId, status: 'Aprobado' })),
    { connections, copies, meter },
  );

  // Each payment grew its loan's paid total by exactly its ₽, and made one credit income.
  const applied = await pool(reported, 4, async (c) => {
    const loan = (await countOf(api, token, `/api/loan/by-carrier?carrier=${c.carrierId}`)).rows[0];
    const incomes = (await countOf(api, token, `/api/ingress?dni=${c.dni}&limit=100`)).rows.filter(
      (i) => i.isCredit,
    );
    const grew = loan.paidTotal - c.loan.paidTotal;
    return {
      paidOnce: grew.toFixed(4) === c.paymentPetro.toFixed(4),
      oneIncome: incomes.length === 1 && incomes[0].incomeAmount === c.paymentPetro,
    };
  });
  const paymentCheck = {
    paidOnce: applied.filter((a) => a.paidOnce).length,
    oneIncome: applied.filter((a) => a.oneIncome).length,
  };
  payments.exactlyOnce =
    paymentCheck.paidOnce === count && paymentCheck.oneIncome === count && payments.errors === 0;
  payments.check = `${count} payments → ${paymentCheck.paidOnce} loans' paid total grew by exactly the payment's ₽, ${paymentCheck.oneIncome} with exactly one credit income${refusedText(payments)}`;
  return { requests, payments };
}
