import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { addDays, businessDate, formatDay } from '@app/domain';
import { build, roomyDisk, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { backdateLoan, carrierWithLoan, cashIn as cashInAt } from '../../../test/loan-fixture';
import { loanReminders, mailOutbox } from '../../db/schema';
import type { Rows } from '../../db/client';
import { sendReminders } from './reminders';
import { appJobs } from '../../jobs/background-work';
import { enqueueMail } from '../mail';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();
/** The job as it runs on a day of a shifted clock. */
const runOn = (offset: number) => sendReminders(h.db, h.app.ctx.config, addDays(today, offset));

beforeAll(async () => {
  h = await build({
    REMINDER_DAYS_BEFORE: '3',
    PAYMENT_BANK_NAME: 'Banco del Tesoro',
    PAYMENT_RIF: 'J409876543',
    PAGO_MOVIL_BANK: 'Banco de Venezuela',
    PAGO_MOVIL_BANK_CODE: '0102',
    PAGO_MOVIL_PHONE: '04141234567',
    PAGO_MOVIL_ID: 'J409876543',
  });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '10');
});
afterAll(() => h.close());

const remindersOf = (loanId: number) =>
  h.db.select().from(loanReminders).where(eq(loanReminders.loanId, loanId)).orderBy(asc(loanReminders.id));
const cashIn = (carrier: number, bs: number) => cashInAt(h, admin, carrier, bs);
const mailsTo = (to: string) =>
  h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));

describe('payment reminders', () => {
  it('sends each kind once, before, on and after the due date, whoever runs the job and how often', async () => {
    // Three installments of 100 ₽; the first due in 3 days (approved 27 days ago).
    const c = await carrierWithLoan(h, admin, { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
    await backdateLoan(h, c.loanId, 27);
    const due = addDays(today, 3);

    expect(await runOn(-1)).toBe(0);
    // Two servers at once, then again: one 'antes'.
    const [a, b] = await Promise.all([runOn(0), runOn(0)]);
    expect(a + b).toBe(1);
    expect(await runOn(0)).toBe(0);
    expect(await runOn(1)).toBe(0);
    expect(await runOn(3)).toBe(1);
    expect(await runOn(4)).toBe(1);
    expect(await runOn(4)).toBe(0);
    expect(await runOn(10)).toBe(1);
    expect(await runOn(18)).toBe(1);
    expect(await runOn(33)).toBeGreaterThanOrEqual(1);
    expect((await remindersOf(c.loanId)).filter((r) => r.installmentNumber === 1).map((r) => r.kind)).toEqual(
      ['antes', 'vence', 'atraso-1', 'atraso-7', 'atraso-15', 'atraso-30'],
    );
    // Past the last window, nothing more for it (the second installment has its own).
    await runOn(48);
    expect((await remindersOf(c.loanId)).filter((r) => r.installmentNumber === 1)).toHaveLength(6);

    const mails = await mailsTo(c.affiliate.email);
    const first = mails.find((m) => m.subject === 'Tu cuota 1 vence pronto')!;
    expect(first.text).toContain('La cuota 1 de 3 de tu préstamo vence el');
    // What is owed now: nothing overdue yet, the next installment in the unit and in Bs at today's rate.
    expect(first.text).toContain(`Próxima cuota: N° 1, vence el ${formatDay(due)}: 100,0000 ₽ · 1.000,00 Bs`);
    expect(first.text).toContain('Tasa de hoy: 1 ₽ = 10 Bs');
    expect(first.text).not.toContain('Vencido');
    expect(first.text).toContain('Banco: Banco del Tesoro');
    expect(first.text).toContain('RIF: J409876543');
    expect(first.text).toContain('Pago Móvil: Banco de Venezuela (0102)');
    expect(first.text).toContain('Teléfono: 04141234567');
    expect(first.text).toContain('http://localhost:3000/panel/agregar-pago');
    expect(first.text).toContain(due.split('-').reverse().join('/'));
    expect(mails.map((m) => m.subject)).toContain('Tu cuota 1 tiene 30 días de atraso');
  });

  it('catches up with only the latest kind after days down, and says what is still owed', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
    // The first installment 22 days late, 40 ₽ of it paid.
    await backdateLoan(h, c.loanId, 52);
    await cashIn(c.carrier.id, 400);
    expect(await runOn(0)).toBe(1);
    expect((await remindersOf(c.loanId)).map((r) => r.kind)).toEqual(['atraso-15']);
    const mail = (await mailsTo(c.affiliate.email)).find((m) => m.subject.startsWith('Tu cuota 1'))!;
    expect(mail.subject).toBe('Tu cuota 1 tiene 15 días de atraso');
    // Every overdue installment with what is left of it, and the next one apart.
    expect(mail.text).toContain('Vencido: 60,0000 ₽ · 600,00 Bs (1 cuota, 22 días de atraso)');
    expect(mail.text).toContain('Próxima cuota: N° 2, vence el');
  });

  it('acknowledges a payment under review and asks only what it would leave', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
    await backdateLoan(h, c.loanId, 38); // installment 1 eight days late
    const reported = await h.app.inject({
      method: 'POST',
      url: '/api/payment/',
      headers: c.auth,
      payload: { amount: 1500, date: today, voucherCode: `7${c.loanId}0001`, loan: c.loanId },
    });
    expect(reported.statusCode).toBe(201);
    expect(await runOn(0)).toBe(1);
    const mail = (await mailsTo(c.affiliate.email)).find((m) => m.subject.startsWith('Tu cuota 1'))!;
    expect(mail.text).toContain('Tenemos un pago tuyo en revisión que la cubre');
    expect(mail.text).toContain(`Pago en revisión: 1.500,00 Bs del ${formatDay(today)}`);
    expect(mail.text).not.toContain('Vencido:');
    // 150 ₽ under review cover installment 1 (100) and 50 of installment 2.
    expect(mail.text).toContain('Próxima cuota: N° 2');
    expect(mail.text).toContain('50,0000 ₽ · 500,00 Bs');
  });

  it('never reminds of a paid or a written-off loan', async () => {
    const paid = await carrierWithLoan(h, admin, { amountBs: 1000, feeNumbers: 1, creditDays: 30 });
    const gone = await carrierWithLoan(h, admin, { amountBs: 1000, feeNumbers: 1, creditDays: 30 });
    await backdateLoan(h, paid.loanId, 30);
    await backdateLoan(h, gone.loanId, 30);
    await cashIn(paid.carrier.id, 1000);
    const off = await h.app.inject({
      method: 'POST',
      url: `/api/loan/${gone.loanId}/write-off`,
      headers: admin,
      payload: { reason: 'Inubicable' },
    });
    expect(off.statusCode).toBe(200);
    for (const day of [0, 1, 7, 15, 30]) await runOn(day);
    expect(
      await h.db
        .select()
        .from(loanReminders)
        .where(inArray(loanReminders.loanId, [paid.loanId, gone.loanId])),
    ).toEqual([]);
  });

  it('queues no more than its budget a run; the next runs go on where it stopped', async () => {
    // Whatever the earlier tests left due today goes first, unbounded.
    await runOn(0);
    const loans = [];
    const emails = [];
    for (let i = 0; i < 3; i++) {
      const c = await carrierWithLoan(h, admin, { amountBs: 1000, feeNumbers: 1, creditDays: 30 });
      await backdateLoan(h, c.loanId, 30);
      loans.push(c.loanId);
      emails.push(c.affiliate.email);
    }
    const spread = (budget: number) => sendReminders(h.db, h.app.ctx.config, today, budget);
    // Their approvals' e-mails went before: the reminders are the mail queued after this.
    const { rows: marks } = (await h.db.execute(
      sql`select coalesce(max(id), 0)::int as last from mail_outbox`,
    )) as unknown as Rows<{ last: number }>;
    const last = marks[0]!.last;
    expect([await spread(2), await spread(2), await spread(2)]).toEqual([2, 1, 0]);
    expect(await h.db.select().from(loanReminders).where(inArray(loanReminders.loanId, loans))).toHaveLength(
      3,
    );
    // Reminders are bulk mail: they wait behind links and notices when the outbox's rate makes mail wait.
    const mails = await h.db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.to, emails), gt(mailOutbox.id, last)));
    expect(mails.map((m) => m.priority)).toEqual([2, 2, 2]);
  });

  it("the job queues what the outbox's rate sends before its next run, after the reminders still waiting", async () => {
    await runOn(0);
    await h.db.delete(mailOutbox);
    for (let i = 0; i < 3; i++) {
      const c = await carrierWithLoan(h, admin, { amountBs: 1000, feeNumbers: 1, creditDays: 30 });
      await backdateLoan(h, c.loanId, 30);
    }
    // 1 a minute and a run every 10 minutes: room for 10, 9 reminders still waiting.
    for (let i = 0; i < 9; i++)
      await enqueueMail(h.db, {
        to: `r${i}@correo.test`,
        subject: 'Recordatorio',
        text: '.',
        html: '.',
        priority: 'bulk',
      });
    const quiet = { info: () => {}, debug: () => {}, warn: () => {}, error: () => {} } as never;
    const idle = { kick: () => {}, flush: async () => 0, stop: async () => {} };
    const config = { ...h.app.ctx.config, MAIL_PER_MINUTE: 1 };
    const job = appJobs(h.db, '', config, quiet, idle, roomyDisk).find((j) => j.name === 'reminders')!;
    const queued = async () =>
      (
        (await h.db.execute(
          sql`select count(*)::int as n from mail_outbox where subject like 'Tu cuota%'`,
        )) as unknown as Rows<{ n: number }>
      ).rows[0];
    await job.run();
    expect(await queued()).toEqual({ n: 1 });
    await job.run();
    expect(await queued()).toEqual({ n: 1 });
    // The outbox sent what waited: the next run queues the other two.
    await h.db.update(mailOutbox).set({ status: 'Enviado' });
    await job.run();
    expect(await queued()).toEqual({ n: 3 });
  });
});
