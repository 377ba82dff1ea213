import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { messages } from '@app/domain';
import { auditLog, mailOutbox } from '../../db/schema';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';
import { startSmtpSink } from '../../../test/smtp-sink';
import { deliverDueMail, enqueueMail, UNCONFIRMED_AFTER_SECONDS } from './outbox';
import type { MailSender } from './transport';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
let sink: Sink;
let h: Harness;
let admin: Record<string, string>;
const logged: { level: string; msg: string }[] = [];
const log = {
  info: () => {},
  warn: (_: unknown, msg: string) => logged.push({ level: 'warn', msg }),
  error: (_: unknown, msg: string) => logged.push({ level: 'error', msg }),
} as never;
// The rate is outbox-rate.test.ts's subject: here it never makes mail wait.
const policy = { giveUpHours: 72, perMinute: 10_000 };

beforeAll(async () => {
  sink = await startSmtpSink();
  h = await build({ SMTP_URL: sink.url, MAIL_PER_MINUTE: '10000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
});
afterAll(async () => {
  await h.close();
  await sink.close();
});
// Each test starts from an empty outbox: the app's own mailer sends to the sink, these tests drive
// the delivery passes themselves.
beforeEach(async () => {
  await h.ctx.mailer.flush();
  await h.db.delete(mailOutbox);
  logged.length = 0;
});

let serial = 0;
async function queue(): Promise<number> {
  const to = `persona${++serial}@correo.test`;
  await enqueueMail(h.db, { to, subject: `Asunto ${serial}`, text: 'Hola', html: '<p>Hola</p>' });
  const [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return row!.id;
}
const rowOf = async (id: number) => (await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const refuse: MailSender = async () => {
  throw new Error('451 Servicio no disponible');
};
const deliver: MailSender = async (m) => `entregado a ${m.to}`;
/** Makes a message due now, as if its wait were over. */
const dueNow = (id: number) =>
  h.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, id));
const list = (query = '') => h.app.inject({ url: `/api/mail${query}`, headers: admin });
const resend = (id: number, key?: string, payload?: object) =>
  h.app.inject({
    method: 'POST',
    url: `/api/mail/${id}/resend`,
    headers: { ...admin, ...(key && { 'idempotency-key': key }) },
    ...(payload && { payload }),
  });

describe('the outbox retries, gives up, and never sends twice', () => {
  it('records the send before talking to SMTP', async () => {
    const id = await queue();
    let seen: { status: string; sendingSince: Date | null } | undefined;
    await deliverDueMail(
      h.db,
      async () => {
        seen = await rowOf(id);
        return 'ok';
      },
      log,
      policy,
    );
    expect(seen?.status).toBe('Enviando');
    expect(seen?.sendingSince).toBeInstanceOf(Date);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'Enviado', attempts: 1, sendingSince: null });
  });

  it('a refusal waits 1, 2, 4 … minutes (at most an hour) and the retry goes through', async () => {
    const id = await queue();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      await deliverDueMail(h.db, refuse, log, policy);
      const row = await rowOf(id);
      expect(row.status).toBe('Pendiente');
      expect(row.lastError).toMatch(/Servicio no disponible/);
      waits.push(Math.round((row.nextAttemptAt.getTime() - Date.now()) / 60_000));
      // Not due before its wait is over: a pass now sends nothing.
      expect((await deliverDueMail(h.db, deliver, log, policy)).sent).toBe(0);
      await dueNow(id);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect((await deliverDueMail(h.db, deliver, log, policy)).sent).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'Enviado', attempts: 9, lastError: null });
    expect(logged.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('keeps trying for three days, then marks the e-mail failed and says so in the log', async () => {
    const id = await queue();
    await h.db
      .update(mailOutbox)
      .set({ queuedAt: sql`now() - interval '71 hours'` })
      .where(eq(mailOutbox.id, id));
    await deliverDueMail(h.db, refuse, log, policy);
    expect((await rowOf(id)).status).toBe('Pendiente');
    await h.db
      .update(mailOutbox)
      .set({ queuedAt: sql`now() - interval '72 hours'`, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
    await deliverDueMail(h.db, refuse, log, policy);
    const row = await rowOf(id);
    expect(row.status).toBe('Fallido');
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(logged.at(-1)).toEqual({ level: 'error', msg: 'e-mail given up' });
    expect((await deliverDueMail(h.db, deliver, log, policy)).sent).toBe(0);
  });

  it('a send cut by a crash is never resent by itself, uses no attempt, and shows unconfirmed', async () => {
    const id = await queue();
    const other = await queue();
    // The first server takes the message and dies in the middle of the send (it never reports back).
    void deliverDueMail(h.db, () => new Promise<string>(() => {}), log, policy, 1);
    await expect.poll(async () => (await rowOf(id)).status).toBe('Enviando');
    // Another server's passes send the rest, never the message in flight.
    const sent: string[] = [];
    await deliverDueMail(h.db, async (m) => (sent.push(m.to), 'ok'), log, policy);
    expect(sent).toEqual([(await rowOf(other)).to]);
    // While the send could still be running it shows as pending; after the limit, unconfirmed.
    expect((await list('?state=Pendiente')).json().map((m: { id: number }) => m.id)).toEqual([id]);
    await h.db
      .update(mailOutbox)
      .set({ sendingSince: sql`now() - make_interval(secs => ${UNCONFIRMED_AFTER_SECONDS + 1})` })
      .where(eq(mailOutbox.id, id));
    const unconfirmed = await list('?state=Sin%20confirmar');
    expect(unconfirmed.headers['x-total-count']).toBe('1');
    expect(unconfirmed.json()).toEqual([
      expect.objectContaining({ id, state: 'Sin confirmar', attempts: 0 }),
    ]);
    await deliverDueMail(h.db, async (m) => (sent.push(m.to), 'ok'), log, policy);
    expect(sent).toHaveLength(1);

    // An administrator decides: resent once, through the app's own mailer, to the SMTP server.
    const before = sink.received.length;
    expect((await resend(id)).json()).toEqual({ message: messages.mailResent });
    await h.ctx.mailer.flush();
    expect(sink.received.slice(before).map((m) => m.to)).toEqual([[(await rowOf(id)).to]]);
    expect(await rowOf(id)).toMatchObject({ status: 'Enviado', attempts: 1 });
  });

  it('a backlog after an outage goes out in one pass, not twenty a minute', async () => {
    for (let i = 0; i < 45; i++) await queue();
    const before = sink.received.length;
    expect(await h.ctx.mailer.flush()).toBe(45);
    expect(sink.received.length).toBe(before + 45);
  });
});

describe('the Correos screen', () => {
  it('lists newest first by state and recipient, with exact counts', async () => {
    const [sentId, failedId, pendingId] = [await queue(), await queue(), await queue()];
    await deliverDueMail(h.db, deliver, log, policy, 1);
    await h.db
      .update(mailOutbox)
      .set({ status: 'Fallido', failedAt: sql`now()`, attempts: 70, lastError: '550 buzón lleno' })
      .where(eq(mailOutbox.id, failedId));
    await h.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(eq(mailOutbox.id, pendingId));

    const all = await list();
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json().map((m: { id: number }) => m.id)).toEqual([pendingId, failedId, sentId]);
    expect(all.json()[0]).toMatchObject({ state: 'Pendiente', attempts: 0, sentAt: null });
    expect(all.json()[0].nextAttemptAt).not.toBeNull();
    expect(all.json()[1]).toMatchObject({ state: 'Fallido', attempts: 70, lastError: '550 buzón lleno' });
    expect(all.json()[2]).toMatchObject({ state: 'Enviado', attempts: 1, nextAttemptAt: null });
    expect(all.json()[2].sentAt).not.toBeNull();
    expect(all.json()[0]).not.toHaveProperty('html');

    for (const [state, id] of [
      ['Enviado', sentId],
      ['Fallido', failedId],
      ['Pendiente', pendingId],
    ] as const) {
      const page = await list(`?state=${state}`);
      expect(page.headers['x-total-count']).toBe('1');
      expect(page.json().map((m: { id: number }) => m.id)).toEqual([id]);
    }
    const mine = await list(`?to=${encodeURIComponent((await rowOf(failedId)).to.toUpperCase())}`);
    expect(mine.json().map((m: { id: number }) => m.id)).toEqual([failedId]);
    expect((await list('?state=Perdido')).json().error).toBe('Estado inválido.');
    const carrier = await h.app.inject({ url: '/api/mail' });
    expect(carrier.statusCode).toBe(401);
  });

  it('resends a failed e-mail once, refuses a pending one, copies a sent one, and is audited', async () => {
    const failedId = await queue();
    await h.db
      .update(mailOutbox)
      .set({ status: 'Fallido', failedAt: sql`now()`, attempts: 70 })
      .where(eq(mailOutbox.id, failedId));
    const before = sink.received.length;
    const first = await resend(failedId, 'resend-key-0001');
    expect(first.statusCode).toBe(200);
    // Queued again with a fresh retry window; the app's mailer sends it at once.
    const queued = await rowOf(failedId);
    expect(queued.failedAt).toBeNull();
    expect(Date.now() - queued.queuedAt.getTime()).toBeLessThan(60_000);
    await h.ctx.mailer.flush();
    expect(await rowOf(failedId)).toMatchObject({ status: 'Enviado', attempts: 71 });
    // The retry of a lost answer replays it and sends nothing more.
    const retry = await resend(failedId, 'resend-key-0001');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    await h.ctx.mailer.flush();
    expect(sink.received.length).toBe(before + 1);

    // A sent e-mail goes again only as a copy asked for explicitly: a second click or a script is refused.
    const unasked = await resend(failedId, 'resend-key-0002');
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json().error).toBe(messages.mailAlreadySent);
    expect((await resend(failedId, undefined, { copy: false })).statusCode).toBe(409);
    await h.ctx.mailer.flush();
    expect(sink.received.length).toBe(before + 1);
    const copied = await resend(failedId, undefined, { copy: true });
    expect(copied.statusCode).toBe(200);
    expect(copied.json()).toEqual({ message: messages.mailCopySent });
    await h.ctx.mailer.flush();
    const copies = await h.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, queued.to))
      .orderBy(asc(mailOutbox.id));
    expect(copies.map((c) => c.status)).toEqual(['Enviado', 'Enviado']);
    expect(sink.received.length).toBe(before + 2);

    // One waiting for its retry is refused: it is on its way.
    const waiting = await queue();
    await h.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '1 minute'` })
      .where(eq(mailOutbox.id, waiting));
    const twice = await resend(waiting);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(messages.mailQueued);
    // Asking for a copy changes nothing for one on its way, nor for a failed one (resent as itself).
    expect((await resend(waiting, undefined, { copy: true })).statusCode).toBe(409);
    expect((await resend(waiting, undefined, { copy: 'sí' })).statusCode).toBe(400);
    const failedAgain = await queue();
    await h.db.update(mailOutbox).set({ status: 'Fallido' }).where(eq(mailOutbox.id, failedAgain));
    const asItself = await resend(failedAgain, undefined, { copy: true });
    expect(asItself.json()).toEqual({ message: messages.mailResent });
    expect(
      await h.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, (await rowOf(failedAgain)).to)),
    ).toHaveLength(1);

    expect((await resend(999_999)).statusCode).toBe(404);
    const trail = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mail'), eq(auditLog.entityId, failedId)))
      .orderBy(asc(auditLog.id));
    // The refused attempts wrote nothing; the copy names its own message.
    expect(trail.map((t) => [t.action, t.entityId, t.before])).toEqual([
      ['resend', failedId, { state: 'Fallido' }],
      ['resend', failedId, { state: 'Enviado' }],
    ]);
    expect(trail[1]!.after).toEqual({ state: 'Pendiente', copy: copies[1]!.id });
  });
});
