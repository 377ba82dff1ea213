import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { permissionKeys } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { PASSWORD, bearer, createAdministrator, login } from '../../../test/factories';
import { administrators, auditLog } from '../../db/schema';
import { ensureFirstAdministrator } from './first-admin';

let h: Harness;
let first: { id: number; email: string };
let auth: Record<string, string>;
const printed: string[] = [];

beforeAll(async () => {
  h = await build();
  await ensureFirstAdministrator(
    h.db,
    { ADMIN_EMAIL: 'primero@cooperativa.com.ve', ADMIN_PASSWORD: PASSWORD },
    h.app.log,
    (line) => printed.push(line),
  );
  first = (await h.db.select().from(administrators))[0]!;
  auth = bearer((await login(h.app, first.email, 'Administrator')).access_token);
});
afterAll(() => h.close());

const me = () => h.app.inject({ url: '/api/auth/me', headers: auth });
const completeProfile = (payload: object, headers = auth) =>
  h.app.inject({ method: 'PATCH', url: '/api/auth/me', headers, payload });

describe('the first administrator', () => {
  it('starts without cédula or phone (no stand-ins), and the API shows them missing', async () => {
    const [row] = await h.db.select().from(administrators).where(eq(administrators.id, first.id));
    expect([row!.dni, row!.phoneNumber]).toEqual([null, null]);
    // A password from ADMIN_PASSWORD is never printed.
    expect(printed).toEqual([]);
    expect((await me()).json()).toMatchObject({ type: 'Administrator', dni: null, profileComplete: false });
    // He is "Administrador general" of every line: the one who makes the others.
    expect((await me()).json()).toMatchObject({ permissions: permissionKeys, organizationIds: [] });
    const shown = await h.app.inject({ url: `/api/users/${first.id}`, headers: auth });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ dni: null, phoneNumber: null });
    const list = await h.app.inject({ url: '/api/users', headers: auth });
    expect(list.json()).toEqual([expect.objectContaining({ id: first.id, dni: null, phoneNumber: null })]);
  });

  it('completing the profile checks the cédula and the phone with the spec messages', async () => {
    const bad = await completeProfile({ dni: '0000', phoneNumber: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      dni: 'La cédula no es válida',
      phoneNumber: 'El formato permitido es +580000000000',
    });
    const missing = await completeProfile({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ dni: 'Requerido.', phoneNumber: 'Requerido.' });
    expect((await me()).json().profileComplete).toBe(false);
  });

  it('saves them on the caller own account, audited, and the profile is complete', async () => {
    const other = await createAdministrator(h.db);
    const saved = await completeProfile({ dni: '12345678', phoneNumber: '04141234567', id: other.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: first.id,
      dni: '12345678',
      profileComplete: true,
    });
    expect((await me()).json()).toMatchObject({ dni: '12345678', profileComplete: true });
    // The forged id reached nobody else.
    const [untouched] = await h.db.select().from(administrators).where(eq(administrators.id, other.id));
    expect(untouched).toEqual(other);

    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'administrator'), eq(auditLog.entityId, first.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      administratorId: first.id,
      action: 'update',
      before: { dni: null, phoneNumber: null },
      after: { dni: '12345678', phoneNumber: '04141234567' },
    });
  });

  it('an administrator whose profile is missing can be edited by another, who then must give both', async () => {
    const missing = await createAdministrator(h.db, { dni: null, phoneNumber: null });
    const edit = (payload: object) =>
      h.app.inject({ method: 'PATCH', url: `/api/users/${missing.id}`, headers: auth, payload });
    const base = { firstNames: 'Sin', lastNames: 'Datos', email: missing.email };
    expect((await edit({ ...base, dni: '', phoneNumber: '' })).json().fields).toEqual({
      dni: 'Requerido.',
      phoneNumber: 'Requerido.',
    });
    const edited = await edit({ ...base, dni: '87654321', phoneNumber: '+582121234567' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ dni: '87654321', phoneNumber: '+582121234567' });
  });
});
