import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { builtInRoles, businessDate, permissionKeys } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createOrganization, createPrice, login } from '../../../test/factories';
import { administratorPayload } from '../../../test/registry-payloads';
import { carrierWithLoan } from '../../../test/loan-fixture';
import { administratorOrganizations, administratorRoles, roles } from '../../db/schema';

let h: Harness;
let me: Awaited<ReturnType<typeof createAdministrator>>;
let auth: Record<string, string>;
const roleIds: Record<string, number> = {};

beforeAll(async () => {
  h = await build();
  me = await createAdministrator(h.db);
  auth = bearer((await login(h.app, me.email, 'Administrator')).access_token);
  for (const r of await h.db.select().from(roles)) roleIds[r.name] = r.id;
  await createPrice(h.db, '20');
});
afterAll(() => h.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = auth) =>
  h.app.inject({ method, url, headers, ...(payload && { payload }) });

/** A signed-in administrator holding only the given roles, limited to the given lines. */
async function adminWith(names: string[], lines: number[] = []) {
  const admin = await createAdministrator(h.db);
  await h.db.delete(administratorRoles).where(eq(administratorRoles.administratorId, admin.id));
  await h.db
    .insert(administratorRoles)
    .values(names.map((n) => ({ administratorId: admin.id, roleId: roleIds[n]! })));
  if (lines.length > 0) {
    await h.db
      .insert(administratorOrganizations)
      .values(lines.map((organizationId) => ({ administratorId: admin.id, organizationId })));
  }
  return { ...admin, auth: bearer((await login(h.app, admin.email, 'Administrator')).access_token) };
}

describe('the last administrator who manages administrators for every line', () => {
  it('cannot lose that permission, be limited to a line or be deleted (409)', async () => {
    const lastManager =
      'Debe quedar al menos un administrador que gestione administradores en todas las líneas.';
    const demoted = await call('PATCH', `/api/users/${me.id}`, { roleIds: [roleIds.Cajero] });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error).toBe(lastManager);
    const org = await createOrganization(h.db);
    const limited = await call('PATCH', `/api/users/${me.id}`, { organizationIds: [org.id] });
    expect(limited.statusCode).toBe(409);
    // A manager of one line only does not even reach an administrator of every line.
    const lineManager = await adminWith(['Administrador general'], [org.id]);
    const deleted = await call('DELETE', `/api/users/${me.id}`, undefined, lineManager.auth);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error).toBe('El administrador no existe.');
    expect((await call('GET', `/api/users/${me.id}`)).json()).toMatchObject({
      roleIds: [roleIds['Administrador general']],
      organizationIds: [],
    });
  });
});

describe('permissions and roles', () => {
  it('lists the catalogue in Spanish and the six built-in roles, exactly', async () => {
    const catalogue = (await call('GET', '/api/permissions')).json() as { key: string; label: string }[];
    expect(catalogue.map((p) => p.key)).toEqual(permissionKeys);
    expect(catalogue.find((p) => p.key === 'loans.writeoff')?.label).toBe('Castigar préstamos');
    const list = (await call('GET', '/api/roles')).json() as {
      name: string;
      permissions: string[];
      builtIn: boolean;
    }[];
    // The migration's seed and the domain's list are the same roles (in any order).
    const sorted = (keys: readonly string[]) => [...keys].sort();
    expect(
      Object.fromEntries(list.filter((r) => r.builtIn).map((r) => [r.name, sorted(r.permissions)])),
    ).toEqual(Object.fromEntries(Object.entries(builtInRoles).map(([name, keys]) => [name, sorted(keys)])));
  });

  it('creates, edits and deletes a custom role; refuses unknown permissions and a taken name', async () => {
    const made = await call('POST', '/api/roles', {
      name: 'Caja nocturna',
      permissions: ['books.write', 'payments.decide', 'books.write'],
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      name: 'Caja nocturna',
      permissions: ['payments.decide', 'books.write'],
      builtIn: false,
    });
    const unknown = await call('POST', '/api/roles', { name: 'Otro', permissions: ['loans.delete'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('El permiso no existe.');
    const taken = await call('POST', '/api/roles', { name: 'Cajero', permissions: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Ya existe un rol con ese nombre.');

    const id = made.json().id as number;
    const renamed = await call('PATCH', `/api/roles/${id}`, { name: 'Caja de noche' });
    expect(renamed.json()).toMatchObject({
      name: 'Caja de noche',
      permissions: ['payments.decide', 'books.write'],
    });
    expect((await call('GET', `/api/roles/${id}`)).json().name).toBe('Caja de noche');
    expect((await call('DELETE', `/api/roles/${id}`)).json()).toEqual({
      message: 'Rol eliminado.',
      outcome: 'deleted',
    });
    expect((await call('GET', `/api/roles/${id}`)).statusCode).toBe(404);
  });

  it('"Administrador general" cannot be edited or deleted; a role in use cannot be deleted', async () => {
    const general = roleIds['Administrador general']!;
    for (const res of [
      await call('PATCH', `/api/roles/${general}`, { permissions: [] }),
      await call('DELETE', `/api/roles/${general}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('El rol Administrador general no se puede modificar ni eliminar.');
    }
    await adminWith(['Cobrador']);
    const inUse = await call('DELETE', `/api/roles/${roleIds.Cobrador}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe('El rol está asignado a administradores: quíteselo antes de eliminarlo.');
  });
});

describe('permissions on each request', () => {
  it('a Cajero records an expense but cannot register a line: 403 naming the permission', async () => {
    const cajero = await adminWith(['Cajero']);
    const refused = await call('POST', '/api/organization', {}, cajero.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'No tiene permiso para registrar líneas, afiliados y transportistas.',
      permission: 'registry.write',
    });
    const expense = await call(
      'POST',
      '/api/expenses',
      { date: businessDate(), reasonForAdmission: 'Papelería', incomeAmount: 5 },
      cajero.auth,
    );
    expect(expense.statusCode).toBe(201);
    // Reading needs nothing beyond being an administrator.
    expect((await call('GET', '/api/organization', undefined, cajero.auth)).statusCode).toBe(200);
    const own = (await call('GET', '/api/auth/me', undefined, cajero.auth)).json();
    expect(own).toMatchObject({ permissions: ['payments.decide', 'books.write'], organizationIds: [] });
  });

  it('a change of roles holds from the next request of the same session', async () => {
    const cajero = await adminWith(['Cajero']);
    expect((await call('GET', '/api/audit', undefined, cajero.auth)).json().permission).toBe('audit.read');
    const changed = await call('PATCH', `/api/users/${cajero.id}`, { roleIds: [roleIds.Auditor] });
    expect(changed.json()).toMatchObject({ roleIds: [roleIds.Auditor], firstNames: 'Ana' });
    expect((await call('GET', '/api/audit', undefined, cajero.auth)).statusCode).toBe(200);
    expect((await call('POST', '/api/expenses', {}, cajero.auth)).json().permission).toBe('books.write');
  });

  it('a change of lines holds from the next request: another line’s loan is gone at once', async () => {
    await createPrice(h.db, '40');
    const owner = await carrierWithLoan(h, auth);
    const gerente = await adminWith(['Gerente']);
    expect((await call('GET', `/api/loan/${owner.loanId}`, undefined, gerente.auth)).statusCode).toBe(200);
    const other = await createOrganization(h.db);
    const limited = await call('PATCH', `/api/users/${gerente.id}`, { organizationIds: [other.id] });
    expect(limited.json()).toMatchObject({ organizationIds: [other.id] });
    expect((await call('GET', `/api/loan/${owner.loanId}`, undefined, gerente.auth)).statusCode).toBe(404);
    await call('PATCH', `/api/users/${gerente.id}`, { organizationIds: [owner.affiliate.organizationId] });
    expect((await call('GET', `/api/loan/${owner.loanId}`, undefined, gerente.auth)).statusCode).toBe(200);
  });

  it('a deleted administrator’s next request is refused, though his access token has not expired', async () => {
    const cajero = await adminWith(['Cajero']);
    expect((await call('GET', '/api/organization', undefined, cajero.auth)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${cajero.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/organization', undefined, cajero.auth)).statusCode).toBe(401);
  });
});

describe('granting roles and lines', () => {
  it('a new administrator without roles gets his creator’s roles and lines', async () => {
    const org = await createOrganization(h.db);
    const creator = await adminWith(['Administrador general'], [org.id]);
    const made = await call('POST', '/api/users', administratorPayload(), creator.auth);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      roleIds: [roleIds['Administrador general']],
      organizationIds: [org.id],
    });
    // He cannot give every line, or another line, since he has only one.
    const other = await createOrganization(h.db);
    for (const organizationIds of [[], [other.id]]) {
      const res = await call(
        'POST',
        '/api/users',
        administratorPayload({ roleIds: [roleIds.Cajero], organizationIds }),
        creator.auth,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('No puede otorgar líneas a las que usted no está limitado.');
    }
  });

  it('an organization that is an administrator’s line is retired, not deleted: he stays limited', async () => {
    const org = await createOrganization(h.db);
    const limited = await adminWith(['Cajero'], [org.id]);
    expect((await call('DELETE', `/api/organization/${org.id}`)).json().outcome).toBe('retired');
    expect((await call('GET', `/api/users/${limited.id}`)).json().organizationIds).toEqual([org.id]);
  });

  it('nobody grants a role holding a permission he lacks', async () => {
    const made = await call('POST', '/api/roles', {
      name: 'Personal',
      permissions: ['administrators.manage'],
    });
    roleIds.Personal = made.json().id;
    const staff = await adminWith(['Personal']);
    const res = await call(
      'POST',
      '/api/users',
      administratorPayload({ roleIds: [roleIds.Cajero] }),
      staff.auth,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('No puede otorgar un rol con permisos que usted no tiene.');
    const unknown = await call('POST', '/api/users', administratorPayload({ roleIds: [999_999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ roleIds: 'El rol no existe.' });
  });
});
