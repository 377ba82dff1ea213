import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ledgerAccountMessages as m, movementKinds, type LedgerAccount } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';
import { accounts, auditLog, journalEntries, journalLines } from '../../db/schema';

let h: Harness;
let auth: Record<string, string>;

beforeAll(async () => {
  h = await build();
  const me = await createAdministrator(h.db);
  auth = bearer((await login(h.app, me.email, 'Administrator')).access_token);
});
afterAll(() => h.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  h.app.inject({ method, url, headers: auth, ...(payload && { payload }) });

const chart = async () => (await call('GET', '/api/accounts')).json() as LedgerAccount[];
const byCode = async (code: string) => (await chart()).find((a) => a.code === code)!;
const mapping = async () =>
  Object.fromEntries(
    ((await call('GET', '/api/accounts/mapping')).json() as { kind: string; accountCode: string }[]).map(
      (r) => [r.kind, r.accountCode],
    ),
  );

describe('the chart a new install starts with', () => {
  it('holds the cooperative accounts under their parents, by code, and maps every kind onto them', async () => {
    const list = await chart();
    expect(list.map((a) => a.code)).toEqual([...list.map((a) => a.code)].sort());
    expect(list.find((a) => a.code === '1.1.01')).toMatchObject({
      name: 'Efectivo en caja y bancos',
      type: 'Activo',
      parent: '1.1',
      active: true,
    });
    expect(list.find((a) => a.code === '2.1.01')).toMatchObject({ type: 'Pasivo', parent: '2.1' });
    expect(list.find((a) => a.code === '1')).toMatchObject({ parent: null });
    const kinds = (await call('GET', '/api/accounts/mapping')).json() as { kind: string; label: string }[];
    expect(kinds.map((k) => k.kind)).toEqual(movementKinds);
    expect(kinds.every((k) => k.label.length > 0)).toBe(true);
    expect(await mapping()).toMatchObject({ cash: '1.1.01', portfolioCurrent: '1.1.02', interest: '4.1.01' });
  });

  it('inserts it again without a change (the migration is idempotent)', async () => {
    const before = await chart();
    const file = readFileSync(
      new URL('../../../drizzle/0034_chart_of_accounts.sql', import.meta.url),
      'utf8',
    );
    const inserts = file.split('--> statement-breakpoint').filter((s) => /^\s*(--.*\n)?\s*INSERT/.test(s));
    expect(inserts.length).toBe(4);
    for (const statement of inserts) await h.db.execute(sql.raw(statement));
    expect(await chart()).toEqual(before);
  });
});

describe('accounts', () => {
  it('creates one under a parent named by code, refuses duplicates and bad parents in Spanish', async () => {
    const made = await call('POST', '/api/accounts', {
      code: '1.1.05',
      name: 'Banco Agrícola',
      type: 'Activo',
      parent: '1.1',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ code: '1.1.05', parent: '1.1', active: true });
    const again = await call('POST', '/api/accounts', {
      code: '1.1.05',
      name: 'Otro',
      type: 'Activo',
      parent: '1.1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(m.duplicateCode);
    const badCode = await call('POST', '/api/accounts', { code: '1.a', name: 'X', type: 'Activo' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.body).toContain(m.codeFormat);
    const badType = await call('POST', '/api/accounts', { code: '9', name: 'X', type: 'Otro' });
    expect(badType.statusCode).toBe(400);
    expect(badType.body).toContain(m.type);
    const orphan = await call('POST', '/api/accounts', {
      code: '1.9.01',
      name: 'X',
      type: 'Activo',
      parent: '1.9',
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error).toBe(m.parentMissing);
    const mixed = await call('POST', '/api/accounts', {
      code: '1.1.06',
      name: 'X',
      type: 'Gasto',
      parent: '1.1',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toBe(m.parentType);
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, made.json().id)));
    expect(audit).toMatchObject({ action: 'create' });
  });

  it('edits code, name, parent and active; refuses loops, unknown ids and deactivating a mapped account', async () => {
    const made = (
      await call('POST', '/api/accounts', { code: '5.1.09', name: 'Papelería', type: 'Gasto', parent: '5.1' })
    ).json();
    const edited = await call('PATCH', `/api/accounts/${made.id}`, {
      code: '5.1.03',
      name: 'Papelería y útiles',
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      code: '5.1.03',
      name: 'Papelería y útiles',
      parent: '5.1',
      active: false,
    });
    const top = await byCode('5');
    const loop = await call('PATCH', `/api/accounts/${top.id}`, { parent: '5.1.03' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error).toBe(m.parentCycle);
    expect((await call('PATCH', '/api/accounts/999999', { name: 'X' })).json().error).toBe(m.notFound);
    const cash = await byCode('1.1.01');
    const off = await call('PATCH', `/api/accounts/${cash.id}`, { active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe(m.mapped);
    const retyped = await call('PATCH', `/api/accounts/${cash.id}`, { type: 'Gasto', parent: null });
    expect(retyped.statusCode).toBe(409);
    const renamed = await call('PATCH', `/api/accounts/${cash.id}`, { name: 'Caja y bancos' });
    expect(renamed.json()).toMatchObject({ code: '1.1.01', name: 'Caja y bancos', active: true });
  });

  it('deletes an account nothing refers to; 409 with entries, subaccounts or a mapping', async () => {
    const withChildren = await byCode('1.1');
    expect((await call('DELETE', `/api/accounts/${withChildren.id}`)).json().error).toBe(m.hasChildren);
    const mapped = await byCode('4.1.01');
    const refused = await call('DELETE', `/api/accounts/${mapped.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(m.mapped);
    const posted = (
      await call('POST', '/api/accounts', {
        code: '4.1.09',
        name: 'Comisiones',
        type: 'Ingreso',
        parent: '4.1',
      })
    ).json();
    const [entry] = await h.db
      .insert(journalEntries)
      .values({ date: '2026-11-02', source: 'income', sourceId: 1, description: 'Prueba' })
      .returning();
    await h.db.insert(journalLines).values({
      entryId: entry!.id,
      accountId: posted.id,
      date: '2026-11-02',
      creditBs: '10.00',
      unitAmount: '0.2500',
      credit: true,
    });
    const inUse = await call('DELETE', `/api/accounts/${posted.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe(m.hasEntries);
    const free = (
      await call('POST', '/api/accounts', { code: '4.1.10', name: 'Sin uso', type: 'Ingreso', parent: '4.1' })
    ).json();
    const [first, second] = await Promise.all([
      call('DELETE', `/api/accounts/${free.id}`),
      call('DELETE', `/api/accounts/${free.id}`),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 404]);
    expect((await chart()).some((a) => a.code === '4.1.10')).toBe(false);
  });

  it('two edits at once never make a loop: one of them is refused', async () => {
    const made = async (code: string) =>
      (
        await call('POST', '/api/accounts', { code, name: `Cuenta ${code}`, type: 'Gasto' })
      ).json() as LedgerAccount;
    const [p, q] = [await made('6'), await made('7')];
    const answers = await Promise.all([
      call('PATCH', `/api/accounts/${p.id}`, { parent: '7' }),
      call('PATCH', `/api/accounts/${q.id}`, { parent: '6' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('creates one account out of two identical requests at once', async () => {
    const body = { code: '3.1.02', name: 'Reserva legal', type: 'Patrimonio', parent: '3.1' };
    const answers = await Promise.all([
      call('POST', '/api/accounts', body),
      call('POST', '/api/accounts', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await h.db.select().from(accounts).where(eq(accounts.code, '3.1.02'))).toHaveLength(1);
  });
});

describe('the mapping', () => {
  it('takes every kind onto an active account of a fitting type, and says which kind is wrong', async () => {
    const current = await mapping();
    const missing = await call('PUT', '/api/accounts/mapping', { cash: '1.1.01' });
    expect(missing.statusCode).toBe(400);
    const unknown = await call('PUT', '/api/accounts/mapping', { ...current, cash: '1.1.99' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(m.mappingUnknown('1.1.99'));
    const wrongType = await call('PUT', '/api/accounts/mapping', { ...current, interest: '5.1.01' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe(m.mappingType('Pago de intereses', ['Ingreso']));
    await call('POST', '/api/accounts', {
      code: '4.1.11',
      name: 'Inactiva',
      type: 'Ingreso',
      parent: '4.1',
      active: false,
    });
    const inactive = await call('PUT', '/api/accounts/mapping', { ...current, penalty: '4.1.11' });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error).toBe(m.mappingInactive('4.1.11'));
    expect(await mapping()).toEqual(current);

    const saved = await call('PUT', '/api/accounts/mapping', {
      ...current,
      cash: '1.1.05',
      otherIncome: '4.1.01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await mapping()).toEqual({ ...current, cash: '1.1.05', otherIncome: '4.1.01' });
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.entity, 'account-mapping'));
    expect(audit).toMatchObject({ action: 'update', before: { cash: '1.1.01' }, after: { cash: '1.1.05' } });
    // The cash account is free again: nothing maps onto it.
    const oldCash = await byCode('1.1.01');
    expect((await call('PATCH', `/api/accounts/${oldCash.id}`, { active: false })).statusCode).toBe(200);
  });
});
