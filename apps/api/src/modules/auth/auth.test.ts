import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema';
import { hashToken, verifyAccessToken } from './tokens';
import { build, type Harness } from '../../../test/helper';
import { PASSWORD, bearer, createAdministrator, createCarrier, login } from '../../../test/factories';

let h: Harness;
let admin: Awaited<ReturnType<typeof createAdministrator>>;
let carrier: Awaited<ReturnType<typeof createCarrier>>;

beforeAll(async () => {
  h = await build();
  admin = await createAdministrator(h.db);
  carrier = await createCarrier(h.db);
});
afterAll(() => h.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The login (refresh-token family) an access token belongs to. */
const decodeFamily = (token: string) => verifyAccessToken(token, h.ctx.secret)?.family;

describe('login', () => {
  it('signs an administrator in on its own path and on /api/auth/login', async () => {
    for (const [url, payload] of [
      ['/api/auth/administrator/login/', { email: admin.email, password: PASSWORD }],
      ['/api/auth/login', { email: admin.email, password: PASSWORD, type: 'Administrator' }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Inicio de sesión exitoso.');
      expect(body.user).toEqual({
        id: admin.id,
        type: 'Administrator',
        email: admin.email,
        firstNames: admin.firstNames,
        lastNames: admin.lastNames,
        affiliate: null,
      });
      expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.refresh).toHaveLength(43);
      expect(res.body).not.toContain('password');
      expect(res.body).not.toContain('$argon2');
    }
  });

  it('signs a carrier in with its affiliate e-mail, e-mail case ignored', async () => {
    const res = await post('/api/auth/carrier/login', {
      email: carrier.affiliate.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: carrier.carrier.id,
      type: 'Carrier',
      affiliate: carrier.affiliate.id,
      firstNames: 'José',
    });
  });

  it('gives the same error for a wrong password, an unknown e-mail and the wrong kind of account', async () => {
    const answers = await Promise.all([
      post('/api/auth/administrator/login', { email: admin.email, password: 'Wrong123!' }),
      post('/api/auth/administrator/login', { email: 'nobody.here@example.com', password: PASSWORD }),
      post('/api/auth/carrier/login', { email: admin.email, password: PASSWORD }),
      post('/api/auth/administrator/login', { email: carrier.affiliate.email, password: PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Correo o contraseña incorrectos.' });
    }
  });

  it('answers the form rules with their Spanish messages per field', async () => {
    const res = await post('/api/auth/login', { email: 'bad', password: '12345', type: 'Administrator' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Correo electrónico inválido',
      fields: { email: 'Correo electrónico inválido', password: 'El mínimo de caracteres es de 8' },
    });
    const missing = await post('/api/auth/login', { type: 'Root' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ email: 'Requerido', password: 'Requerido' });
    expect(missing.json().fields.type).toBe('El tipo de cuenta debe ser Carrier o Administrator.');
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token: the new one works, the old one answers once more within the grace, then never', async () => {
    const first = await login(h.app, admin.email, 'Administrator');
    const r1 = await post('/api/auth/refresh', { refresh: first.refresh });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.user.id).toBe(admin.id);

    const me = await h.app.inject({ url: '/api/auth/me', headers: bearer(second.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: admin.id,
      type: 'Administrator',
      dni: admin.dni,
      assignedLine: null,
    });

    // The answer to the first refresh was lost: the client sends the same token again.
    const retried = await post('/api/auth/refresh', { refresh: first.refresh });
    expect(retried.statusCode).toBe(200);
    const third = retried.json();
    expect(new Set([first.refresh, second.refresh, third.refresh]).size).toBe(3);
    expect(
      (await h.app.inject({ url: '/api/auth/me', headers: bearer(third.access_token) })).statusCode,
    ).toBe(200);
    // Same login: one logout ends the pair from either answer.
    expect(decodeFamily(third.access_token)).toBe(decodeFamily(second.access_token));

    // A third use is a copy: the whole login ends, whichever answer its holder kept.
    const replay = await post('/api/auth/refresh', { refresh: first.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('La sesión expiró o no es válida. Inicie sesión de nuevo.');
    for (const s of [second, third]) {
      expect((await post('/api/auth/refresh', { refresh: s.refresh })).statusCode).toBe(401);
      expect((await h.app.inject({ url: '/api/auth/me', headers: bearer(s.access_token) })).statusCode).toBe(
        401,
      );
    }
  });

  it('a refresh token used again after the grace revokes the whole family, including the newest token', async () => {
    const s1 = await login(h.app, admin.email, 'Administrator');
    const s2 = (await post('/api/auth/refresh', { refresh: s1.refresh })).json();
    // As if the first refresh happened longer ago than the grace (30 s by default).
    await h.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '31 seconds'` })
      .where(eq(refreshTokens.tokenHash, hashToken(s1.refresh)));
    expect((await post('/api/auth/refresh', { refresh: s1.refresh })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refresh: s2.refresh })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/auth/me', headers: bearer(s2.access_token) })).statusCode).toBe(
      401,
    );
  });

  it('two refreshes of one token at once both answer, in the same login', async () => {
    const s = await login(h.app, carrier.affiliate.email, 'Carrier');
    const [a, b] = await Promise.all([
      post('/api/auth/refresh', { refresh: s.refresh }),
      post('/api/auth/refresh', { refresh: s.refresh }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(decodeFamily(a.json().access_token)).toBe(decodeFamily(b.json().access_token));
    for (const res of [a, b]) {
      expect((await post('/api/auth/refresh', { refresh: res.json().refresh })).statusCode).toBe(200);
    }
  });

  it('logout revokes the session refresh token; other sessions keep working', async () => {
    const a = await login(h.app, admin.email, 'Administrator');
    const b = await login(h.app, admin.email, 'Administrator');
    const out = await post('/api/auth/logout', { refresh: a.refresh }, bearer(a.access_token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Sesión cerrada.' });
    expect((await post('/api/auth/refresh', { refresh: a.refresh })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refresh: b.refresh })).statusCode).toBe(200);
  });

  it('logout ends the access token’s session whatever the body: {}, none, or a refresh token of another login', async () => {
    const me = (token: string) => h.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    const sends = {
      'an empty object': (token: string) => post('/api/auth/logout', {}, bearer(token)),
      'no body': (token: string) =>
        h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }),
      'a refresh token that is not the caller’s': (token: string) =>
        post('/api/auth/logout', { refresh: 'x'.repeat(43) }, bearer(token)),
    };
    const other = await login(h.app, carrier.affiliate.email, 'Carrier');
    for (const [label, send] of Object.entries(sends)) {
      const s = await login(h.app, carrier.affiliate.email, 'Carrier');
      const out = await send(s.access_token);
      expect(out.statusCode, label).toBe(200);
      expect(out.json(), label).toEqual({ message: 'Sesión cerrada.' });
      expect((await me(s.access_token)).statusCode, label).toBe(401);
      expect((await post('/api/auth/refresh', { refresh: s.refresh })).statusCode, label).toBe(401);
    }
    // The account's other login is another session: it stays open.
    expect((await me(other.access_token)).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refresh: other.refresh })).statusCode).toBe(200);
  });

  it('an access token dies with its session: after logout or a reused refresh token it gets 401 at once', async () => {
    const me = (token: string) => h.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    const a = await login(h.app, carrier.affiliate.email, 'Carrier');
    const b = await login(h.app, carrier.affiliate.email, 'Carrier');
    await post('/api/auth/logout', { refresh: a.refresh }, bearer(a.access_token));
    expect((await me(a.access_token)).statusCode).toBe(401);
    expect((await me(a.access_token)).json()).toEqual({
      error: 'La sesión expiró o no es válida. Inicie sesión de nuevo.',
    });
    expect((await me(b.access_token)).statusCode).toBe(200);
    // A stolen refresh token used beyond its one grace answer ends the family: the thief's fresh access token too.
    const stolen = (await post('/api/auth/refresh', { refresh: b.refresh })).json();
    expect((await me(stolen.access_token)).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refresh: b.refresh })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refresh: b.refresh })).statusCode).toBe(401);
    expect((await me(stolen.access_token)).statusCode).toBe(401);
  });

  it('a session another server revokes ends here too, though this server remembered it open', async () => {
    const me = (token: string) => h.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    const s = await login(h.app, carrier.affiliate.email, 'Carrier');
    expect((await me(s.access_token)).statusCode).toBe(200); // now remembered here
    // Another server's logout: a change in the database this process did not make itself.
    await h.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(refreshTokens.tokenHash, hashToken(s.refresh)));
    // The database's notice reaches this server within moments, not when its memory expires.
    await vi.waitFor(async () => expect((await me(s.access_token)).statusCode).toBe(401), {
      timeout: 2000,
      interval: 20,
    });
  });

  it('cannot end somebody else’s session: a logout with their refresh token ends only the caller’s', async () => {
    const victim = await login(h.app, admin.email, 'Administrator');
    const attacker = await login(h.app, carrier.affiliate.email, 'Carrier');
    await post('/api/auth/logout', { refresh: victim.refresh }, bearer(attacker.access_token));
    expect((await post('/api/auth/refresh', { refresh: victim.refresh })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refresh: attacker.refresh })).statusCode).toBe(401);
  });

  it('refuses unknown, empty and garbage refresh tokens', async () => {
    for (const refresh of ['nope', 'x'.repeat(43)]) {
      expect((await post('/api/auth/refresh', { refresh })).statusCode).toBe(401);
    }
    expect((await post('/api/auth/refresh', { refresh: '' })).statusCode).toBe(400);
    expect((await post('/api/auth/refresh', {})).statusCode).toBe(400);
  });

  it('me needs a valid token and gives a carrier its line', async () => {
    expect((await h.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/auth/me', headers: bearer('a.b.c') })).statusCode).toBe(401);
    const s = await login(h.app, carrier.affiliate.email, 'Carrier');
    const me = await h.app.inject({ url: '/api/auth/me', headers: bearer(s.access_token) });
    expect(me.json()).toMatchObject({ dni: carrier.affiliate.dni, assignedLine: carrier.organization.name });
  });
});
