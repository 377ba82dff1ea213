import fc from 'fast-check';
import { vi } from 'vitest';
import { desc, eq, gt, sql } from 'drizzle-orm';
import { Decimal, UNIT_CODES, addDays, businessDate, type UnitCode } from '@app/domain';
import { installments, loans, prices, refreshTokens } from '../src/db/schema';
import { applyDefaulterPenalties } from '../src/modules/loans';
import { provisionEndedMonth, reclassifyLoans } from '../src/modules/journal';
import {
  PASSWORD,
  bearer,
  createAdministrator,
  createCarrier,
  createOrganization,
  createPrice,
  login,
} from './factories';
import { build } from './helper';

/**
 * Random portfolios lived day by day through the real routes, for the books' property tests. The
 * business clock (JavaScript's Date only) is moved to each day, so every route dates its movement
 * as it would have then; the jobs take the day as an argument. Days end before the real today, so
 * the database's own now() (a penalty's timestamp) is always later and is set back to the day.
 */
export const LAST_DAY = addDays(businessDate(), -1);
export const SPAN = 190;
export const FIRST_DAY = addDays(LAST_DAY, -SPAN);

/** Noon in Caracas of `day`: the instant the routes see while the timeline stands on it. */
export const instantOf = (day: string) => new Date(`${day}T12:00:00-04:00`);
export const standOn = (day: string) => vi.setSystemTime(instantOf(day));

const bsArb = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

/** How a payment's Bs is chosen: any amount, the next installment, the whole balance, or more than it. */
const payArb = fc.record({
  after: fc.integer({ min: 0, max: 150 }),
  how: fc.constantFrom('partial', 'partial', 'installment', 'payoff', 'over', 'tiny'),
  bs: bsArb(1, 4000),
  /** Some money comes as a credit income the administrator records, not a carrier's payment. */
  office: fc.boolean(),
});

/** One loan in three or so: most loans live out their schedule. */
const sometimes = <T>(a: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: a, weight: 1 });

const loanPlanArb = fc.record({
  start: fc.integer({ min: 0, max: SPAN - 10 }),
  amountBs: bsArb(50, 20_000),
  feeNumbers: fc.integer({ min: 1, max: 4 }),
  creditDays: fc.integer({ min: 7, max: 120 }),
  payments: fc.array(payArb, { maxLength: 6 }),
  reschedule: sometimes(
    fc.record({
      after: fc.integer({ min: 1, max: 120 }),
      feeNumbers: fc.integer({ min: 1, max: 3 }),
      creditDays: fc.integer({ min: 7, max: 90 }),
    }),
  ),
  writeOff: sometimes(fc.integer({ min: 1, max: 150 })),
});

const rateArb = fc.integer({ min: 50_000, max: 4_000_000 }).map((n) => new Decimal(n).div(10_000).toFixed());

export const scriptArb = fc.record({
  firstRate: rateArb,
  interest: fc.constantFrom('0', '12.5', '20', '33.33'),
  defaulter: fc.constantFrom('2', '10', '7.25'),
  loans: fc.array(loanPlanArb, { minLength: 1, maxLength: 3 }),
  rates: fc.array(fc.record({ day: fc.nat(SPAN), rate: rateArb }), { maxLength: 3 }),
  others: fc.array(
    fc.record({
      day: fc.nat(SPAN),
      kind: fc.constantFrom('fund', 'expense', 'income'),
      bs: bsArb(1, 9000),
    }),
    { maxLength: 4 },
  ),
  /** A change of reference unit (decision 33) on some day. */
  unit: sometimes(fc.record({ day: fc.nat(SPAN), factor: fc.constantFrom('1000', '0.01', '3.7') })),
  penaltyDays: fc.array(fc.nat(SPAN), { minLength: 1, maxLength: 5 }),
  checkDays: fc.array(fc.nat(SPAN), { minLength: 1, maxLength: 3 }),
  /** A month to close, some days after it ended (then a carrier's payment dated in it arrives). */
  close: fc.option(
    fc.record({ monthsBack: fc.integer({ min: 1, max: 4 }), after: fc.integer({ min: 1, max: 20 }) }),
  ),
});
export type Script = typeof scriptArb extends fc.Arbitrary<infer T> ? T : never;

type Event =
  | { day: string; kind: 'rate'; rate: string }
  | { day: string; kind: 'penalties' }
  | { day: string; kind: 'jobs' }
  | { day: string; kind: 'disburse'; loan: number }
  | { day: string; kind: 'pay'; loan: number; pay: Script['loans'][number]['payments'][number] }
  | { day: string; kind: 'reschedule'; loan: number; feeNumbers: number; creditDays: number }
  | { day: string; kind: 'writeOff'; loan: number }
  | { day: string; kind: 'other'; other: Script['others'][number] }
  | { day: string; kind: 'unit'; factor: string }
  | { day: string; kind: 'close'; month: string }
  | { day: string; kind: 'latePayment'; month: string }
  | { day: string; kind: 'check' };

/** Within a day: rates first, the job as at dawn, then the day's business, the checks last. */
const ORDER: Event['kind'][] = [
  'jobs',
  'rate',
  'penalties',
  'disburse',
  'pay',
  'other',
  'reschedule',
  'writeOff',
  'unit',
  'close',
  'latePayment',
  'check',
];

const monthsBefore = (day: string, n: number) => {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1 - n;
  const d = new Date(Date.UTC(y, m, 1));
  return d.toISOString().slice(0, 7);
};

/** The script's events in the order they happen, none after LAST_DAY. */
export function eventsOf(s: Script): Event[] {
  const at = (k: number) => addDays(FIRST_DAY, k);
  const events: Event[] = [];
  s.rates.forEach((r) => events.push({ day: at(r.day), kind: 'rate', rate: r.rate }));
  s.penaltyDays.forEach((d) => events.push({ day: at(d), kind: 'penalties' }));
  s.checkDays.forEach((d) => events.push({ day: at(d), kind: 'check' }));
  s.others.forEach((o) => events.push({ day: at(o.day), kind: 'other', other: o }));
  s.loans.forEach((l, loan) => {
    events.push({ day: at(l.start), kind: 'disburse', loan });
    l.payments.forEach((pay) => events.push({ day: at(l.start + pay.after), kind: 'pay', loan, pay }));
    if (l.reschedule)
      events.push({
        day: at(l.start + l.reschedule.after),
        kind: 'reschedule',
        loan,
        feeNumbers: l.reschedule.feeNumbers,
        creditDays: l.reschedule.creditDays,
      });
    if (l.writeOff !== null) events.push({ day: at(l.start + l.writeOff), kind: 'writeOff', loan });
  });
  if (s.unit) events.push({ day: at(s.unit.day), kind: 'unit', factor: s.unit.factor });
  if (s.close) {
    const month = monthsBefore(LAST_DAY, s.close.monthsBack);
    const next = monthsBefore(LAST_DAY, s.close.monthsBack - 1);
    const day = addDays(`${next}-01`, s.close.after - 1);
    events.push({ day, kind: 'close', month }, { day, kind: 'latePayment', month });
  }
  events.push({ day: LAST_DAY, kind: 'check' });
  // The books' sweeps, as the server's hourly jobs: on every day something happens (what a daily
  // run would do in between is dated by the loan, not the sweep) and every first of a month.
  const days = new Set(events.map((e) => e.day));
  for (let k = 0; k <= SPAN; k++) if (at(k).endsWith('-01')) days.add(at(k));
  for (const day of days) events.push({ day, kind: 'jobs' });
  return events
    .filter((e) => e.day >= FIRST_DAY && e.day <= LAST_DAY)
    .sort((a, b) => a.day.localeCompare(b.day) || ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
}

/** What a run knows of its loans as it goes. */
export interface LiveLoan {
  id: number;
  carrierId: number;
  email: string;
}

let voucher = 700_000_000 + Math.floor(Math.random() * 100_000_000);

/** One run: a fresh app and database, a line, an administrator; `close()` when done. */
export async function startRun(s: Script) {
  standOn(addDays(FIRST_DAY, -1));
  const h = await build();
  const adminRow = await createAdministrator(h.db);
  const organizationId = (await createOrganization(h.db)).id;
  await createPrice(h.db, s.firstRate, instantOf(addDays(FIRST_DAY, -1)));
  const live: (LiveLoan | undefined)[] = [];
  // A session's refresh token expires by the moved clock, but the database judges it by its real
  // now(): the session is kept alive a day past the real now.
  const signIn = async (email: string, type: 'Administrator' | 'Carrier') => {
    const token = (await login(h.app, email, type, PASSWORD)).access_token;
    await h.db.update(refreshTokens).set({ expiresAt: sql`now() + interval '1 day'` });
    return bearer(token);
  };
  let adminAuth: Record<string, string> = {};
  let authDay = '';
  // Tokens expire by the moved clock: a new session each day.
  const admin = async () => {
    const today = businessDate();
    if (authDay !== today) {
      adminAuth = await signIn(adminRow.email, 'Administrator');
      authDay = today;
    }
    return adminAuth;
  };
  const call = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    auth?: Record<string, string>,
  ) =>
    h.app.inject({
      method,
      url,
      headers: {
        ...(auth ?? (await admin())),
        'idempotency-key': `k-${Math.random().toString(36).slice(2, 14)}`,
      },
      ...(payload && { payload }),
    });
  const must = async (res: Awaited<ReturnType<typeof call>>, ...ok: number[]) => {
    if (!ok.includes(res.statusCode)) throw new Error(`${res.statusCode} ${res.body}`);
    return res;
  };
  for (const [amount, defaulters] of [
    [s.interest, false],
    [s.defaulter, true],
  ] as const)
    if (amount !== '0')
      await must(
        await call('POST', '/api/interests', { amount: Number(amount), applyOnLyMDefaulters: defaulters }),
        201,
      );

  const loanRow = async (k: number) => {
    const l = live[k];
    return l && (await h.db.select().from(loans).where(eq(loans.id, l.id)))[0];
  };

  /** The Bs a payment brings, by how it was drawn; null when the loan has nothing to receive. */
  async function paymentBs(k: number, pay: Event & { kind: 'pay' }): Promise<number | null> {
    const loan = await loanRow(k);
    if (!loan) return null;
    const owes = new Decimal(loan.amountPay).minus(loan.paidTotal);
    if (loan.status === 'Pagado' || owes.lte(0)) return null;
    const rate = new Decimal(loan.rate);
    const payoff = async () => {
      const res = await must(await call('GET', `/api/loan/${loan.id}/payoff`), 200, 409);
      return res.statusCode === 200 ? new Decimal(res.json().payoffBs) : owes.mul(rate);
    };
    switch (pay.pay.how) {
      case 'partial':
        return pay.pay.bs;
      case 'tiny':
        return 0.01 + (pay.pay.bs % 1 > 0.5 ? 0.04 : 0);
      case 'payoff':
        return Math.max(0.01, (await payoff()).toDecimalPlaces(2, Decimal.ROUND_UP).toNumber());
      case 'over':
        return (await payoff()).plus(pay.pay.bs).toDecimalPlaces(2, Decimal.ROUND_UP).toNumber();
      case 'installment': {
        const res = await must(await call('GET', `/api/loan/${loan.id}/schedule`), 200);
        const next = (res.json() as { owed: number; fullyPaid: boolean }[]).find((i) => !i.fullyPaid);
        const [now] = await h.db
          .select()
          .from(prices)
          .orderBy(desc(prices.createdAt), desc(prices.id))
          .limit(1);
        const rateNow = now!.amount;
        return next
          ? Math.max(
              0.01,
              new Decimal(next.owed).mul(rateNow).toDecimalPlaces(2, Decimal.ROUND_UP).toNumber(),
            )
          : pay.pay.bs;
      }
    }
  }

  async function carrierPays(k: number, bs: number, date: string, office: boolean) {
    const l = live[k]!;
    if (office) {
      await must(
        await call('POST', '/api/ingress', {
          date,
          reasonForAdmission: 'Pago en oficina',
          incomeAmountBs: bs,
          isCredit: true,
          carrier: l.carrierId,
        }),
        201,
        400,
      );
      return;
    }
    const carrierAuth = await signIn(l.email, 'Carrier');
    const reported = await must(
      await call('POST', '/api/payment/', { amount: bs, date, voucherCode: String(voucher++) }, carrierAuth),
      201,
      400,
    );
    // A few céntimos can be worth less than the unit's last decimal: refused, nothing to approve.
    if (reported.statusCode === 400) return;
    await must(await call('PATCH', '/api/payment', { id: reported.json().id, status: 'Aprobado' }), 200);
  }

  /** Plays one event; `check` is the caller's. Returns what it did, for the failure's story. */
  async function play(e: Event): Promise<string> {
    standOn(e.day);
    switch (e.kind) {
      case 'rate': {
        const res = await must(await call('POST', '/api/prices', { amount: Number(e.rate) }), 201, 409);
        if (res.statusCode === 201)
          await h.db
            .update(prices)
            .set({ createdAt: instantOf(e.day) })
            .where(eq(prices.id, res.json().id));
        return `rate ${e.rate} → ${res.statusCode}`;
      }
      case 'penalties': {
        const n = await applyDefaulterPenalties(h.db, e.day);
        // As if the job had run that day: the database stamped its own (real, later) now().
        await h.db
          .update(installments)
          .set({ penaltyAppliedAt: instantOf(e.day) })
          .where(gt(installments.penaltyAppliedAt, instantOf(e.day)));
        return `penalties ${n}`;
      }
      case 'jobs': {
        const moved = await reclassifyLoans(h.db, e.day);
        const provisioned = await provisionEndedMonth(h.db, e.day);
        return moved || provisioned ? `jobs: ${moved} reclassified, provision ${provisioned}` : '';
      }
      case 'disburse': {
        const plan = s.loans[e.loan]!;
        const { affiliate, carrier } = await createCarrier(h.db, { organizationId });
        const request = await must(
          await h.app.inject({
            method: 'POST',
            url: '/api/request-carrier',
            payload: { dni: affiliate.dni, amount: plan.amountBs },
          }),
          201,
        );
        const approval = await must(
          await call('PATCH', '/api/request-carrier', {
            id: request.json().id,
            status: 'Aprobado',
            loanData: {
              reasonForAdmission: 'Repuestos',
              amount: plan.amountBs,
              feeNumbers: plan.feeNumbers,
              creditDays: plan.creditDays,
            },
          }),
          200,
          400,
        );
        if (approval.statusCode === 200)
          live[e.loan] = { id: approval.json().loan.id, carrierId: carrier.id, email: affiliate.email };
        return `disburse ${plan.amountBs} Bs → ${approval.statusCode}`;
      }
      case 'pay': {
        const bs = await paymentBs(e.loan, e);
        if (bs === null) return `pay loan ${e.loan}: nothing owed`;
        await carrierPays(e.loan, bs, e.day, e.pay.office);
        return `pay loan ${e.loan} ${bs} Bs (${e.pay.how}${e.pay.office ? ', office' : ''})`;
      }
      case 'reschedule': {
        const loan = await loanRow(e.loan);
        if (loan?.status !== 'Por pagar') return `reschedule loan ${e.loan}: not open`;
        const res = await must(
          await call('POST', `/api/loan/${loan.id}/reschedule`, {
            feeNumbers: e.feeNumbers,
            creditDays: e.creditDays,
            reason: 'Prueba',
          }),
          200,
          400,
          409,
        );
        // A reschedule leaves the books' classification to the hourly sweep: run it, as within the hour.
        if (res.statusCode === 200) await reclassifyLoans(h.db, e.day);
        return `reschedule loan ${e.loan} → ${res.statusCode}`;
      }
      case 'writeOff': {
        const loan = await loanRow(e.loan);
        if (loan?.status !== 'Por pagar') return `write-off loan ${e.loan}: not open`;
        const res = await must(
          await call('POST', `/api/loan/${loan.id}/write-off`, { reason: 'Incobrable' }),
          200,
        );
        return `write-off loan ${e.loan} → ${res.statusCode}`;
      }
      case 'other': {
        const { kind, bs } = e.other;
        const res =
          kind === 'expense'
            ? await call('POST', '/api/expenses', {
                date: e.day,
                reasonForAdmission: 'Papelería',
                incomeAmount: bs,
              })
            : await call('POST', '/api/ingress', {
                date: e.day,
                reasonForAdmission: kind === 'fund' ? 'Aporte' : 'Venta de chatarra',
                incomeAmountBs: bs,
                ...(kind === 'fund' && {
                  isFund: true,
                  responsible: { firstNames: 'Ana', lastNames: 'Rojas' },
                  origin: 'Socios',
                }),
              });
        await must(res, 201);
        return `${kind} ${bs} Bs`;
      }
      case 'unit': {
        const from = (await must(await call('GET', '/api/settings/currency'), 200)).json().code as UnitCode;
        const to = UNIT_CODES.find((c) => c !== from)!;
        const changed = await call('POST', '/api/settings/currency', {
          code: to,
          factor: e.factor,
          reason: 'Prueba',
          from,
        });
        // A factor that would leave a small loan's installments equal is refused (decision 33): the run goes on in its unit.
        if (changed.statusCode === 400 && changed.json().error.startsWith('El factor es demasiado pequeño'))
          return `unit ${from} → ${to} × ${e.factor} refused`;
        await must(changed, 200);
        return `unit ${from} → ${to} × ${e.factor}`;
      }
      case 'close': {
        // Months close in order: every one since the first day's, up to the one drawn.
        for (let m = FIRST_DAY.slice(0, 7); m <= e.month; m = addDays(`${m}-28`, 7).slice(0, 7))
          await must(await call('POST', `/api/periods/${m}/close`), 200);
        return `close through ${e.month}`;
      }
      case 'latePayment': {
        // A carrier's payment dated in the closed month still comes in; an administrator's income there is refused.
        const refused = await call('POST', '/api/ingress', {
          date: `${e.month}-15`,
          reasonForAdmission: 'Fuera de plazo',
          incomeAmountBs: 10,
        });
        if (refused.statusCode !== 409)
          throw new Error(`income in closed ${e.month}: ${refused.statusCode} ${refused.body}`);
        const k = live.findIndex((l) => l !== undefined);
        const loan = await loanRow(k);
        const owes = loan && new Decimal(loan.amountPay).gt(loan.paidTotal) && loan.status !== 'Pagado';
        if (!owes || loan.date > `${e.month}-28`) return `late payment: no loan`;
        await carrierPays(k, 12.34, `${e.month}-28`, false);
        return `late payment loan ${k} dated ${e.month}-28`;
      }
      case 'check':
        return 'check';
    }
  }

  return { h, organizationId, live, admin, play, close: () => h.close() };
}
export type Run = Awaited<ReturnType<typeof startRun>>;
