import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { build, type Harness } from '../../../test/helper';
import {
  bearer,
  createAdministrator,
  createAffiliate,
  createCarrier,
  createPrice,
  login,
} from '../../../test/factories';
import { plainText, startSmtpSink } from '../../../test/smtp-sink';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
let sink: Sink;
let h: Harness;
let auth: Record<string, string>;

beforeAll(async () => {
  sink = await startSmtpSink();
  h = await build({
    SMTP_URL: sink.url,
    PUBLIC_URL: 'https://prestamos.example.com',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
  });
  auth = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '36.5');
});
afterAll(async () => {
  await h.close();
  await sink.close();
});

/** Approves a public application of `affiliate` (by default a new one, who has no carrier account). */
const approveNew = async (affiliate?: { dni: string; email: string }) => {
  affiliate ??= (await createAffiliate(h.db)).affiliate;
  const id = (
    await h.app.inject({
      method: 'POST',
      url: '/api/request-carrier',
      payload: { dni: affiliate.dni, amount: 3650 },
    })
  ).json().id;
  const res = await h.app.inject({
    method: 'PATCH',
    url: '/api/request-carrier',
    headers: auth,
    payload: {
      id,
      status: 'Aprobado',
      loanData: { reasonForAdmission: 'Cauchos nuevos', amount: 3650, feeNumbers: 2, creditDays: 60 },
    },
  });
  expect(res.statusCode).toBe(200);
  return affiliate;
};

describe('e-mail over SMTP', () => {
  it('the approval e-mail arrives with the loan summary and a set-password link that works once', async () => {
    const affiliate = await approveNew();
    await h.ctx.mailer.flush();
    const mails = sink.received.filter((m) => m.to.includes(affiliate.email));
    expect(mails).toHaveLength(2); // application received, then approved
    const text = plainText(mails.at(-1)!.raw);
    expect(text).toContain('Tu solicitud de crédito fue aprobada');
    expect(text).toContain('3.650,00 Bs (100,0000 ₽)');
    expect(text).toContain('Cuotas: 2');
    expect(text).toContain('Monto por cuota: 50,0000 ₽');
    const link = /https:\/\/prestamos\.example\.com\/([\w-]+)\/recuperar-contraseña/.exec(text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 random bits
    // Then the carrier signs in where carriers do: the landing's login box, not the back-office.
    expect(text).toMatch(
      /Después, inicia sesión aquí:\r?\nhttps:\/\/prestamos\.example\.com\/#iniciar-sesion\r?\n/,
    );
    expect(text).not.toContain('backoffice');
    const kind = await h.app.inject({ url: `/api/auth/change-password/${token}` });
    expect(kind.json()).toEqual({ type: 'Carrier' });

    // Before setting it, nobody can sign in to the new account.
    const before = await h.app.inject({
      method: 'POST',
      url: '/api/auth/carrier/login',
      payload: { email: affiliate.email, password: 'Nueva123!' },
    });
    expect(before.statusCode).toBe(401);
    const set = await h.app.inject({
      method: 'PATCH',
      url: `/api/auth/change-password/${token}`,
      payload: { password: 'Nueva123!' },
    });
    expect(set.json()).toEqual({ message: 'Cambio de contraseña exitoso.', type: 'Carrier' });
    const after = await h.app.inject({
      method: 'POST',
      url: '/api/auth/carrier/login',
      payload: { email: affiliate.email, password: 'Nueva123!' },
    });
    expect(after.statusCode).toBe(200);
    const reuse = await h.app.inject({
      method: 'PATCH',
      url: `/api/auth/change-password/${token}`,
      payload: { password: 'Otra1234!' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('El enlace no es válido o ya expiró.');
    const weak = await h.app.inject({
      method: 'PATCH',
      url: `/api/auth/change-password/${token}`,
      payload: { password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
  });

  it('the recovery e-mail arrives through SMTP with a one-hour link that changes the password once', async () => {
    const admin = await createAdministrator(h.db);
    const asked = await h.app.inject({
      method: 'POST',
      url: '/api/auth/recovery-password',
      payload: { email: admin.email },
    });
    expect(asked.statusCode).toBe(200);
    await h.ctx.mailer.flush();
    const mails = sink.received.filter((m) => m.to.includes(admin.email));
    expect(mails).toHaveLength(1);
    const text = plainText(mails[0]!.raw);
    expect(text).toContain('válido por una hora, un solo uso');
    const token = /https:\/\/prestamos\.example\.com\/([\w-]+)\/recuperar-contraseña/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect(text).toMatch(
      /Después, inicia sesión aquí:\r?\nhttps:\/\/prestamos\.example\.com\/backoffice\/iniciar-sesion\r?\n/,
    );
    const change = (password: string) =>
      h.app.inject({ method: 'PATCH', url: `/api/auth/change-password/${token}`, payload: { password } });
    expect((await change('Recupera123!')).json()).toEqual({
      message: 'Cambio de contraseña exitoso.',
      type: 'Administrator',
    });
    expect((await change('Otra12345!')).statusCode).toBe(400);
    await login(h.app, admin.email, 'Administrator', 'Recupera123!');
  });

  it("approving a carrier who already has an account links to the landing's login box, no set-password link", async () => {
    const { affiliate } = await createCarrier(h.db);
    await approveNew(affiliate);
    await h.ctx.mailer.flush();
    const text = plainText(sink.received.filter((m) => m.to.includes(affiliate.email)).at(-1)!.raw);
    expect(text).toContain('Tu solicitud de crédito fue aprobada');
    expect(text).toMatch(
      /Entrar a la plataforma:\r?\nhttps:\/\/prestamos\.example\.com\/#iniciar-sesion\r?\n/,
    );
    expect(text).not.toMatch(/recuperar-contraseña|backoffice/);
  });

  it('a failed send keeps the decision and is retried until it goes through', async () => {
    sink.failNext(1);
    const affiliate = await approveNew();
    await h.ctx.mailer.flush();
    // Both queued messages were tried; the first failed and waits for its retry.
    const pending = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, affiliate.email));
    const failed = pending.find((m) => m.sentAt === null);
    expect(failed?.lastError).toMatch(/Servicio no disponible/);
    // Its retry time comes; the next pass sends it.
    await h.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, failed!.id));
    await h.ctx.mailer.flush();
    const [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(row!.sentAt).not.toBeNull();
    expect(row!.attempts).toBe(2);
  });
});

describe('e-mail without SMTP', () => {
  it('writes each message as an .eml file in the data folder', async () => {
    const local = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      await createPrice(local.db, '10');
      const { affiliate } = await createAffiliate(local.db);
      const applied = await local.app.inject({
        method: 'POST',
        url: '/api/request-carrier',
        payload: { dni: affiliate.dni, amount: 100 },
      });
      const { id } = applied.json<{ id: number }>();
      await local.ctx.mailer.flush();
      const dir = join(local.ctx.config.DATA_DIR, 'mail');
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = readFileSync(join(dir, files[0]!), 'utf8');
      expect(raw).toContain(`To: ${affiliate.email}`);
      expect(plainText(raw)).toContain(
        `Recibimos tu solicitud de crédito N° ${id} por 100,00 Bs (10,0000 ₽).`,
      );
      expect(plainText(raw)).toContain('en un plazo de 1 a 3 días hábiles');
    } finally {
      await local.close();
    }
  });
});
