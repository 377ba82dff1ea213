import { asc, eq } from 'drizzle-orm';
import {
  GENERAL_ADMINISTRATOR,
  messages,
  permissionKeys,
  type DeleteResult,
  type Permission,
  type Role,
  type RoleBody,
  type UpdateRoleBody,
} from '@app/domain';
import type { Db } from '../../db/client';
import { administratorRoles, roles } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { assertManagerRemains } from '../../lib/permissions';
import { changeGrants } from '../../lib/grants-cache';
import { HttpError } from '../../plugins/errors';
import { recordAudit, recordCreation } from '../audit';

type Row = typeof roles.$inferSelect;

const toRole = (r: Row): Role => ({
  id: r.id,
  name: r.name,
  permissions: r.permissions as Permission[],
  builtIn: r.builtIn,
});

// Stored once each, in the catalogue's order, whatever order the client sent.
const normalized = (permissions: Permission[]) => permissionKeys.filter((k) => permissions.includes(k));

function duplicateName(err: unknown): never {
  if (uniqueViolation(err) === 'roles_name_key') {
    throw new HttpError(409, messages.duplicateRoleName, { name: messages.duplicateRoleName });
  }
  throw err;
}

export async function listRoles(db: Db): Promise<Role[]> {
  return (await db.select().from(roles).orderBy(asc(roles.id))).map(toRole);
}

export async function getRole(db: Db, id: number): Promise<Role> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw new HttpError(404, messages.notFound.role);
  return toRole(row);
}

export function createRole(db: Db, actor: number, body: RoleBody): Promise<Role> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roles)
      .values({ name: body.name, permissions: normalized(body.permissions) })
      .returning()
      .catch(duplicateName);
    return recordCreation(tx, actor, 'role', toRole(row!));
  });
}

/** Locks a role that may change; "Administrador general" never does (an upgrade relies on it). */
async function lockChangeable(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!row) throw new HttpError(404, messages.notFound.role);
  if (row.name === GENERAL_ADMINISTRATOR && row.builtIn) throw new HttpError(409, messages.generalRoleFixed);
  return row;
}

/** Edits a role; its holders have the new permissions from their next request. */
export function updateRole(db: Db, actor: number, id: number, body: UpdateRoleBody): Promise<Role> {
  return changeGrants(db, async (tx) => {
    const before = toRole(await lockChangeable(tx, id));
    const [row] = await tx
      .update(roles)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.permissions !== undefined && { permissions: normalized(body.permissions) }),
      })
      .where(eq(roles.id, id))
      .returning()
      .catch(duplicateName);
    // Taking administrators.manage away from a role may take it from the last who had it.
    await assertManagerRemains(tx);
    const after = toRole(row!);
    await recordAudit(tx, actor, { action: 'update', entity: 'role', entityId: id, before, after });
    return after;
  });
}

export function deleteRole(db: Db, actor: number, id: number): Promise<DeleteResult> {
  return changeGrants(db, async (tx) => {
    const before = toRole(await lockChangeable(tx, id));
    const [held] = await tx
      .select()
      .from(administratorRoles)
      .where(eq(administratorRoles.roleId, id))
      .limit(1);
    if (held) throw new HttpError(409, messages.roleInUse);
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'role', entityId: id, before });
    return { message: messages.roleDeleted, outcome: 'deleted' as const };
  });
}
