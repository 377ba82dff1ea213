import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { build, type Harness } from '../../../test/helper';
import { PASSWORD, createAdministrator, createCarrier, login } from '../../../test/factories';
import { mailOutbox, oneTimeTokens } from '../../db/schema';
import { hashToken } from './tokens';

let h: Harness;
beforeAll(async () => {
  h = await build({
    PUBLIC_URL: 'https://prestamos.example.com',
    LOGIN_FAILURES_PER_ACCOUNT: '3',
    RECOVERY_LIMIT_PER_ACCOUNT_PER_HOUR: '3',
  });
});
afterAll(() => h.close());

const recover = (email: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/recovery-password', payload: { email } });
const neutral = 'Si el correo está registrado, te enviamos un enlace para cambiar tu contraseña.';
const lastMailTo = async (email: string) => {
  const mails = await h.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));
  return mails.at(-1)?.text ?? '';
};
const linkIn = async (email: string) =>
  /prestamos\.example\.com\/([\w-]+)\/recuperar-contraseña/.exec(await lastMailTo(email))?.[1];
const kindOf = (token: string) => h.app.inject({ url: `/api/auth/change-password/${token}` });
const change = (token: string, password: string) =>
  h.app.inject({ method: 'PATCH', url: `/api/auth/change-password/${token}`, payload: { password } });

describe('password recovery', () => {
  it('answers the same for a known and an unknown e-mail, in about the same time, and mails only the known', async () => {
    const admin = await createAdministrator(h.db);
    const t0 = Date.now();
    const known = await recover(admin.email);
    const t1 = Date.now();
    const unknown = await recover('nadie.aqui@example.com');
    const t2 = Date.now();
    expect(known.json()).toEqual({ message: neutral });
    expect(unknown.json()).toEqual({ message: neutral });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(t1 - t0).toBeGreaterThanOrEqual(240);
    expect(t2 - t1).toBeGreaterThanOrEqual(240);
    // A 256-bit token in the link.
    expect(await linkIn(admin.email)).toMatch(/^[\w-]{43}$/);
    expect(
      await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nadie.aqui@example.com')),
    ).toHaveLength(0);
  });

  it('the reset link sets a new password once and ends the account sessions', async () => {
    const { affiliate } = await createCarrier(h.db);
    const session = await login(h.app, affiliate.email, 'Carrier');
    await recover(affiliate.email);
    const token = (await linkIn(affiliate.email))!;
    const changed = await h.app.inject({
      method: 'PATCH',
      url: `/api/auth/change-password/${token}`,
      payload: { password: 'Cambiada1!' },
    });
    expect(changed.json()).toEqual({ message: 'Cambio de contraseña exitoso.', type: 'Carrier' });
    const refresh = await h.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    await login(h.app, affiliate.email, 'Carrier', 'Cambiada1!');
    const again = await h.app.inject({
      method: 'PATCH',
      url: `/api/auth/change-password/${token}`,
      payload: { password: 'Otra1234!' },
    });
    expect(again.statusCode).toBe(400);
  });

  it("a carrier's e-mail and link lead to the landing's login box, an administrator's to the back-office", async () => {
    const { affiliate } = await createCarrier(h.db);
    await recover(affiliate.email);
    const carrierMail = await lastMailTo(affiliate.email);
    expect(carrierMail).toContain(
      'Después, inicia sesión aquí:\nhttps://prestamos.example.com/#iniciar-sesion\n',
    );
    expect(carrierMail).not.toContain('backoffice');
    const carrierToken = (await linkIn(affiliate.email))!;
    expect((await kindOf(carrierToken)).json()).toEqual({ type: 'Carrier' });
    expect((await change(carrierToken, 'Cambiada1!')).json()).toMatchObject({ type: 'Carrier' });

    const admin = await createAdministrator(h.db);
    await recover(admin.email);
    expect(await lastMailTo(admin.email)).toContain(
      'Después, inicia sesión aquí:\nhttps://prestamos.example.com/backoffice/iniciar-sesion\n',
    );
    const adminToken = (await linkIn(admin.email))!;
    const kind = await kindOf(adminToken);
    // The kind only: nothing that names the account.
    expect(kind.json()).toEqual({ type: 'Administrator' });
    expect(kind.body).not.toContain(admin.email);
    expect((await change(adminToken, 'Cambiada1!')).json()).toEqual({
      message: 'Cambio de contraseña exitoso.',
      type: 'Administrator',
    });
  });

  it('asking the kind spends nothing; a used, expired or unknown link says so in Spanish', async () => {
    const { affiliate } = await createCarrier(h.db);
    await recover(affiliate.email);
    const token = (await linkIn(affiliate.email))!;
    expect((await kindOf(token)).statusCode).toBe(200);
    expect((await kindOf(token)).statusCode).toBe(200);
    expect((await change(token, 'Cambiada1!')).statusCode).toBe(200);
    const invalid = { error: 'El enlace no es válido o ya expiró.' };
    const used = await kindOf(token);
    expect([used.statusCode, used.json()]).toEqual([404, invalid]);
    const unknown = await kindOf('x'.repeat(43));
    expect([unknown.statusCode, unknown.json()]).toEqual([404, invalid]);

    await recover(affiliate.email);
    const late = (await linkIn(affiliate.email))!;
    await h.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(late)));
    expect((await kindOf(late)).json()).toEqual(invalid);
    expect((await change(late, 'Cambiada2!')).json()).toEqual(invalid);
  });

  it('limits recovery requests per account, known or not (429 in Spanish)', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await recover('limite@example.com')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await recover('limite@example.com')).json()).toEqual({
      error: 'Demasiados intentos. Intente de nuevo más tarde.',
    });
  });
});

describe('login limits', () => {
  it('after too many failures an account waits, even with the right password; others do not', async () => {
    const target = await createAdministrator(h.db);
    const other = await createAdministrator(h.db);
    const attempt = (email: string, password: string) =>
      h.app.inject({ method: 'POST', url: '/api/auth/administrator/login', payload: { email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt(target.email, 'Wrong123!')).statusCode).toBe(401);
    const blocked = await attempt(target.email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Demasiados intentos. Intente de nuevo más tarde.');
    expect((await attempt(other.email, PASSWORD)).statusCode).toBe(200);
  });

  it('limits login attempts per address', async () => {
    const local = await build({ LOGIN_LIMIT_PER_IP_PER_MINUTE: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `x${i}@example.com`, password: 'Wrong123!', type: 'Carrier' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await local.close();
    }
  });
});
