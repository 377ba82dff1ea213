import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { missingDocumentsMessage } from '@app/domain';
import { build, freshDatabase, rawSql, type FreshDatabase, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createCarrier, createPrice, login } from '../../../test/factories';
import { insertDocument } from '../../../test/document-rows';
import {
  administratorRoles,
  authorizationRules,
  authorizations,
  creditRequests,
  documents,
  loans,
  roles,
} from '../../db/schema';

let h: Harness;
let fresh: FreshDatabase;
let general: Record<string, string>;
const loanData = { reasonForAdmission: 'Repuestos', amount: 2000, feeNumbers: 4, creditDays: 120 };

beforeAll(async () => {
  // The production default, written out: cédula, licence and carnet verified before approval.
  fresh = await freshDatabase();
  h = await build({ REQUIRED_DOCUMENTS: 'cedula,licencia,circulacion' }, undefined, fresh);
  general = bearer(
    (await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token,
  );
  await createPrice(h.db, '20');
});
afterAll(() => h.close());

/** A carrier's application waiting for its decision. */
async function application(harness = h) {
  const { affiliate } = await createCarrier(harness.db);
  const res = await harness.app.inject({
    method: 'POST',
    url: '/api/request-carrier',
    payload: { dni: affiliate.dni, amount: 2000 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { affiliateId: affiliate.id, id: res.json().id as number };
}

const approve = (id: number, auth = general, harness = h) =>
  harness.app.inject({
    method: 'PATCH',
    url: '/api/request-carrier',
    headers: { ...auth, 'idempotency-key': randomUUID() },
    payload: { id, status: 'Aprobado', loanData },
  });
const check = (id: number) =>
  h.app.inject({ method: 'GET', url: `/api/request-carrier/${id}/documents-check`, headers: general });
const statusOf = async (id: number) =>
  (await h.db.select().from(creditRequests).where(eq(creditRequests.id, id)))[0]!.status;

describe('approval waits for the required documents, verified', () => {
  it('refuses 409 naming every missing label in the kinds’ order, and nothing happens', async () => {
    const { id } = await application();
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(
      'Faltan documentos verificados: Cédula de identidad, Licencia de conducir, Carnet de circulación.',
    );
    expect(await statusOf(id)).toBe('Por revisar');
    expect(await h.db.select().from(loans).where(eq(loans.requestId, id))).toEqual([]);
    expect((await check(id)).json()).toEqual({
      required: ['cedula', 'licencia', 'circulacion'],
      missing: ['cedula', 'licencia', 'circulacion'],
    });
  });

  it('counts neither a rejected, a waiting nor a retired document; another affiliate’s neither', async () => {
    const { id, affiliateId } = await application();
    const other = await application();
    await insertDocument(h.db, affiliateId, { kind: 'cedula', status: 'Verificado' });
    await insertDocument(h.db, affiliateId, { kind: 'licencia', status: 'Rechazado' });
    await insertDocument(h.db, affiliateId, { kind: 'licencia', status: 'Por verificar' });
    await insertDocument(h.db, affiliateId, { kind: 'circulacion', status: 'Verificado', retired: true });
    await insertDocument(h.db, affiliateId, { kind: 'otro', status: 'Verificado' });
    await insertDocument(h.db, other.affiliateId, { kind: 'licencia', status: 'Verificado' });
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(missingDocumentsMessage(['licencia', 'circulacion']));
    expect((await check(id)).json().missing).toEqual(['licencia', 'circulacion']);
  });

  it('approves once every required kind has a live verified document', async () => {
    const { id, affiliateId } = await application();
    for (const kind of ['cedula', 'licencia', 'circulacion'] as const)
      await insertDocument(h.db, affiliateId, { kind, status: 'Verificado', expiresOn: null });
    expect((await check(id)).json().missing).toEqual([]);
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(id)).toBe('Aprobado');
  });

  it('waits for a rejection in flight and then refuses: the verified papers are read for share', async () => {
    const { id, affiliateId } = await application();
    const docs = [];
    for (const kind of ['cedula', 'licencia', 'circulacion'] as const)
      docs.push(await insertDocument(h.db, affiliateId, { kind, status: 'Verificado' }));
    const other = await rawSql(fresh);
    try {
      await other.query('begin');
      await other.query(`update documents set status = 'Rechazado', reason = 'Ilegible' where id = $1`, [
        docs[2]!.id,
      ]);
      const approving = approve(id);
      // The approval reaches the locked row and waits; the rejection then commits.
      await new Promise((r) => setTimeout(r, 300));
      await other.query('commit');
      const res = await approving;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toBe(missingDocumentsMessage(['circulacion']));
      expect(await statusOf(id)).toBe('Por revisar');
    } finally {
      await other.query('rollback').catch(() => {});
      await other.close();
    }
  });

  it('answers the check 404 for an unknown request and 401 without a session', async () => {
    expect((await check(999999)).statusCode).toBe(404);
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/request-carrier/1/documents-check' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gates the four-eyes path: no waiting operation without them, and the checker’s approval re-checks', async () => {
    const roleIds = Object.fromEntries((await h.db.select().from(roles)).map((r) => [r.name, r.id]));
    const adminWith = async (firstNames: string) => {
      const admin = await createAdministrator(h.db, { firstNames });
      await h.db.delete(administratorRoles).where(eq(administratorRoles.administratorId, admin.id));
      await h.db.insert(administratorRoles).values({ administratorId: admin.id, roleId: roleIds.Gerente! });
      return bearer((await login(h.app, admin.email, 'Administrator')).access_token);
    };
    const maker = await adminWith('Marta');
    const checker = await adminWith('Carlos');
    const on = await h.app.inject({
      method: 'PUT',
      url: '/api/settings/authorizations',
      headers: { ...general, 'idempotency-key': randomUUID() },
      payload: { rules: [{ action: 'request.approve', enabled: true, threshold: null }] },
    });
    expect(on.statusCode, on.body).toBe(200);

    const bare = await application();
    const refused = await approve(bare.id, maker);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe(missingDocumentsMessage(['cedula', 'licencia', 'circulacion']));
    expect(await h.db.select().from(authorizations).where(eq(authorizations.entityId, bare.id))).toEqual([]);

    const { id, affiliateId } = await application();
    const docs = [];
    for (const kind of ['cedula', 'licencia', 'circulacion'] as const)
      docs.push(await insertDocument(h.db, affiliateId, { kind, status: 'Verificado' }));
    const held = await approve(id, maker);
    expect(held.statusCode, held.body).toBe(202);
    const { authorizationId } = held.json();
    // The licence is rejected while the operation waits: the checker's approval is refused with why.
    await h.db
      .update(documents)
      .set({ status: 'Rechazado', reason: 'Vencida' })
      .where(eq(documents.id, docs[1]!.id));
    const approveHeld = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/authorizations/${authorizationId}/approve`,
        headers: { ...checker, 'idempotency-key': randomUUID() },
      });
    const late = await approveHeld();
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().error).toBe(missingDocumentsMessage(['licencia']));
    expect(await statusOf(id)).toBe('Por revisar');
    await h.db
      .update(documents)
      .set({ status: 'Verificado', reason: null })
      .where(eq(documents.id, docs[1]!.id));
    const ok = await approveHeld();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await statusOf(id)).toBe('Aprobado');
    await h.db.delete(authorizationRules);
  });
});

describe('REQUIRED_DOCUMENTS empty', () => {
  it('approves without any document, and the check requires nothing', async () => {
    const none = await build({ REQUIRED_DOCUMENTS: '' });
    try {
      const auth = bearer(
        (await login(none.app, (await createAdministrator(none.db)).email, 'Administrator')).access_token,
      );
      await createPrice(none.db, '20');
      const { id } = await application(none);
      const res = await approve(id, auth, none);
      expect(res.statusCode, res.body).toBe(200);
      const checked = await none.app.inject({
        method: 'GET',
        url: `/api/request-carrier/${id}/documents-check`,
        headers: auth,
      });
      expect(checked.json()).toEqual({ required: [], missing: [] });
    } finally {
      await none.close();
    }
  });
});
