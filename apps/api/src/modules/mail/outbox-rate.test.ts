import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { build, freshDatabase, type Harness } from '../../../test/helper';
import { createAdministrator } from '../../../test/factories';
import { startSmtpSink } from '../../../test/smtp-sink';
import { fromPostgres, type Rows } from '../../db/client';
import { enqueueMail } from './outbox';
import type { MailPriority } from './priority';

/**
 * The outbox sends at most MAIL_PER_MINUTE a minute, all servers together, the most awaited first:
 * a real SMTP server on loopback, a rate of 3, and the minute made to pass by ageing the rate's slots.
 */
const RATE = 3;
type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
let sink: Sink;
let one: Harness;
let two: Harness;

beforeAll(async () => {
  sink = await startSmtpSink();
  const fresh = await freshDatabase();
  const env = { SMTP_URL: sink.url, MAIL_PER_MINUTE: String(RATE) };
  one = await build(env, undefined, fresh);
  // A second server: its own app, mailer and pool on the same database.
  two = await build(env, undefined, {
    database: fromPostgres(fresh.raw.url, 5),
    raw: fresh.raw,
    drop: async () => {},
  });
}, 60_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
  await sink?.close();
});
// Each test starts from an empty outbox and a rate with every slot free.
beforeEach(async () => {
  await Promise.all([one.ctx.mailer.flush(), two.ctx.mailer.flush()]);
  await one.db.delete(mailOutbox);
  await aMinutePasses();
  sink.received.length = 0;
});

/** The rate's last minute, over: every slot is free again. */
const aMinutePasses = () =>
  one.db.execute(sql`update mail_send_slots set used_at = used_at - interval '1 minute'`);

let serial = 0;
async function queue(priority: MailPriority, n = 1): Promise<string[]> {
  const to: string[] = [];
  for (let i = 0; i < n; i++) {
    to.push(`${priority}${++serial}@correo.test`);
    await enqueueMail(one.db, {
      to: to.at(-1)!,
      subject: 'Hola',
      text: 'Hola',
      html: '<p>Hola</p>',
      priority,
    });
  }
  return to;
}
const delivered = () => sink.received.map((m) => m.to[0]);
const pending = async () =>
  (
    (await one.db.execute(
      sql`select count(*)::int as n from mail_outbox where status = 'Pendiente'`,
    )) as unknown as Rows<{ n: number }>
  ).rows[0];

describe('the outbox rate', () => {
  it('sends at most MAIL_PER_MINUTE in a minute; the rest wait for the next', async () => {
    const to = await queue('notice', 5);
    expect(await one.ctx.mailer.flush()).toBe(RATE);
    expect(delivered()).toEqual(to.slice(0, RATE));
    expect(await pending()).toEqual({ n: 2 });
    // Within the minute nothing more goes, however often the outbox is looked at.
    expect(await one.ctx.mailer.flush()).toBe(0);
    await aMinutePasses();
    expect(await one.ctx.mailer.flush()).toBe(2);
    expect(delivered()).toEqual(to);
  });

  it('is shared by two servers on one database', async () => {
    await queue('notice', 8);
    const sent = await Promise.all([one.ctx.mailer.flush(), two.ctx.mailer.flush()]);
    expect(sent[0] + sent[1]).toBe(RATE);
    expect(sink.received).toHaveLength(RATE);
  });

  it('passes again by itself when a slot frees', async () => {
    const to = await queue('notice', RATE + 1);
    expect(await one.ctx.mailer.flush()).toBe(RATE);
    // The oldest slot frees in about a second; the mailer's own timer sends the last one.
    await one.db.execute(
      sql`update mail_send_slots set used_at = now() - interval '59 seconds' where slot = (select min(slot) from mail_send_slots)`,
    );
    one.ctx.mailer.kick();
    await expect.poll(delivered, { timeout: 10_000, interval: 100 }).toEqual(to);
  });
});

describe('the outbox priority', () => {
  it('a password link waits behind no reminder, and a notice goes before reminders', async () => {
    const reminders = await queue('bulk', 6);
    expect(await one.ctx.mailer.flush()).toBe(RATE);
    const admin = await createAdministrator(one.db);
    const asked = await one.app.inject({
      method: 'POST',
      url: '/api/auth/recovery-password',
      payload: { email: admin.email },
    });
    expect(asked.statusCode).toBe(200);
    const [notice] = await queue('notice');
    await aMinutePasses();
    expect(await one.ctx.mailer.flush()).toBe(RATE);
    expect(delivered()).toEqual([...reminders.slice(0, RATE), admin.email, notice, reminders[RATE]]);
    const { rows } = (await one.db.execute(
      sql`select priority from mail_outbox where "to" = ${admin.email}`,
    )) as unknown as Rows<{ priority: number }>;
    const [link] = rows;
    expect(link).toEqual({ priority: 0 });
  });
});
