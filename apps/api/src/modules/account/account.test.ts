import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { accountMessages, messages } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { PASSWORD, bearer, createCarrier, login } from '../../../test/factories';
import { affiliates, mailOutbox } from '../../db/schema';
import { issueOneTimeToken } from '../../lib/one-time-tokens';

let h: Harness;
beforeAll(async () => {
  h = await build({ PUBLIC_URL: 'https://prestamos.example.com' });
});
afterAll(() => h.close());

const signedIn = async () => {
  const { affiliate, carrier } = await createCarrier(h.db);
  const session = await login(h.app, affiliate.email, 'Carrier');
  return { affiliate, carrier, session, auth: bearer(session.access_token) };
};
const linkTo = async (email: string) => {
  const mails = await h.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));
  return /prestamos\.example\.com\/confirmar-correo\/([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
};
const confirm = (token: string) =>
  h.app.inject({ method: 'POST', url: `/api/account/email/confirm/${token}` });

describe('the carrier account', () => {
  it('shows the carrier its own data, never its hash', async () => {
    const { affiliate, auth } = await signedIn();
    const res = await h.app.inject({ url: '/api/account', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstNames: affiliate.firstNames,
      dni: affiliate.dni,
      email: affiliate.email,
      phoneNumber: affiliate.phoneNumber,
      vehiclePlate: affiliate.vehiclePlate,
    });
    expect(res.body).not.toContain('argon2');
  });

  it('changes the phone, and refuses one in another format', async () => {
    const { affiliate, auth } = await signedIn();
    const bad = await h.app.inject({
      method: 'PATCH',
      url: '/api/account/phone',
      headers: auth,
      payload: { phoneNumber: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ phoneNumber: messages.invalidPhone });
    const ok = await h.app.inject({
      method: 'PATCH',
      url: '/api/account/phone',
      headers: auth,
      payload: { phoneNumber: '04149876543' },
    });
    expect(ok.json()).toEqual({ message: accountMessages.phoneChanged });
    const [row] = await h.db.select().from(affiliates).where(eq(affiliates.id, affiliate.id));
    expect(row!.phoneNumber).toBe('04149876543');
  });

  it('changes the e-mail once its link, mailed to the new address, is opened; the link works once', async () => {
    const { affiliate, auth } = await signedIn();
    const newEmail = `nuevo.${affiliate.id}@example.com`;
    const asked = await h.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: auth,
      payload: { email: newEmail },
    });
    expect(asked.json()).toEqual({ message: accountMessages.emailChangeSent });
    // Nothing changes before the link is opened; the old address gets nothing.
    expect((await h.app.inject({ url: '/api/account', headers: auth })).json().email).toBe(affiliate.email);
    expect(await linkTo(affiliate.email)).toBeUndefined();
    const token = (await linkTo(newEmail))!;
    expect(token).toMatch(/^[\w-]{43}$/);
    // The person waits on the screen for it: it goes before notices and reminders when mail waits.
    const [link] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, newEmail));
    expect(link!.priority).toBe(0);
    // The link is no password link.
    const asPassword = await h.app.inject({
      method: 'PATCH',
      url: `/api/auth/change-password/${token}`,
      payload: { password: 'Cambiada123!' },
    });
    expect(asPassword.statusCode).toBe(400);

    const first = await confirm(token);
    expect(first.json()).toEqual({ message: accountMessages.emailChanged });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(accountMessages.emailLinkInvalid);
    await login(h.app, newEmail, 'Carrier');
    const old = await h.app.inject({
      method: 'POST',
      url: '/api/auth/carrier/login',
      payload: { email: affiliate.email, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an e-mail another affiliate uses, also when it was taken after the link was sent', async () => {
    const { affiliate, carrier, auth } = await signedIn();
    const other = await createCarrier(h.db);
    const taken = await h.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: auth,
      payload: { email: other.affiliate.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(accountMessages.emailTaken);

    const token = await issueOneTimeToken(
      h.db,
      'change-email',
      { type: 'Carrier', id: carrier.id },
      other.affiliate.email,
    );
    const late = await confirm(token);
    expect(late.statusCode).toBe(409);
    const [row] = await h.db.select().from(affiliates).where(eq(affiliates.id, affiliate.id));
    expect(row!.email).toBe(affiliate.email);
  });

  it('only the latest change request link works', async () => {
    const { affiliate, auth } = await signedIn();
    const ask = (email: string) =>
      h.app.inject({ method: 'POST', url: '/api/account/email', headers: auth, payload: { email } });
    await ask(`primero.${affiliate.id}@example.com`);
    await ask(`segundo.${affiliate.id}@example.com`);
    const stale = await confirm((await linkTo(`primero.${affiliate.id}@example.com`))!);
    expect(stale.statusCode).toBe(400);
    expect((await confirm((await linkTo(`segundo.${affiliate.id}@example.com`))!)).statusCode).toBe(200);
  });

  it('changes the password given the current one, ending the other sessions only', async () => {
    const { affiliate, auth } = await signedIn();
    const other = await login(h.app, affiliate.email, 'Carrier');
    const change = (payload: Record<string, string>) =>
      h.app.inject({ method: 'POST', url: '/api/account/password', headers: auth, payload });

    const wrong = await change({
      currentPassword: 'Otra1234!',
      password: 'Nueva123!',
      confirmPassword: 'Nueva123!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(accountMessages.wrongCurrentPassword);
    const weak = await change({ currentPassword: PASSWORD, password: 'debil', confirmPassword: 'debil' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toMatchObject({ password: messages.strongPassword });
    const mismatch = await change({
      currentPassword: PASSWORD,
      password: 'Nueva123!',
      confirmPassword: 'Nueva124!',
    });
    expect(mismatch.json().fields).toMatchObject({ confirmPassword: messages.passwordsDontMatch });

    const ok = await change({
      currentPassword: PASSWORD,
      password: 'Nueva123!',
      confirmPassword: 'Nueva123!',
    });
    expect(ok.json()).toEqual({ message: accountMessages.passwordChanged });
    // The other login is over: its refresh fails and its access token is refused.
    const refreshed = await h.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh: other.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(
      (await h.app.inject({ url: '/api/account', headers: bearer(other.access_token) })).statusCode,
    ).toBe(401);
    // This one goes on.
    expect((await h.app.inject({ url: '/api/account', headers: auth })).statusCode).toBe(200);
    await login(h.app, affiliate.email, 'Carrier', 'Nueva123!');
  });

  it('is the carrier’s alone', async () => {
    const res = await h.app.inject({ url: '/api/account' });
    expect(res.statusCode).toBe(401);
  });
});
