import { eq, inArray } from 'drizzle-orm';
import { messages, type Permission } from '@app/domain';
import type { Db } from '../../db/client';
import { administratorOrganizations, administratorRoles, organizations, roles } from '../../db/schema';
import { grantsOf, permissionsOf } from '../../lib/permissions';
import { HttpError } from '../../plugins/errors';

/** The roles and lines an administrator holds; no lines: every line. */
export interface Grants {
  roleIds: number[];
  organizationIds: number[];
}

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The grantor's own roles and lines: what a new administrator gets when the form names none. */
export async function grantsOfActor(tx: Db, actorId: number): Promise<Grants> {
  return (await grantsOf(tx, [actorId])).get(actorId)!;
}

/**
 * Checks what `actorId` grants: the roles and lines exist (400), and nobody hands out a permission
 * he lacks or a line beyond his own (403), so no one can raise himself through another account.
 */
export async function checkGrants(tx: Db, actorId: number, grants: Grants): Promise<Grants> {
  const wanted = { roleIds: unique(grants.roleIds), organizationIds: unique(grants.organizationIds) };
  const found = await tx.select().from(roles).where(inArray(roles.id, wanted.roleIds));
  if (found.length !== wanted.roleIds.length) {
    throw new HttpError(400, messages.notFound.role, { roleIds: messages.notFound.role });
  }
  // Before the lines' existence: a limited grantor learns nothing of the ids beyond his lines.
  const ownLines = (await grantsOfActor(tx, actorId)).organizationIds;
  const beyond =
    ownLines.length > 0 &&
    (wanted.organizationIds.length === 0 || wanted.organizationIds.some((id) => !ownLines.includes(id)));
  if (beyond) throw new HttpError(403, messages.cannotGrantLine);
  if (wanted.organizationIds.length > 0) {
    const lines = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.id, wanted.organizationIds));
    if (lines.length !== wanted.organizationIds.length) {
      throw new HttpError(400, messages.notFound.organization, {
        organizationIds: messages.notFound.organization,
      });
    }
  }
  const own = await permissionsOf(tx, actorId);
  if (found.some((r) => r.permissions.some((p) => !own.has(p as Permission)))) {
    throw new HttpError(403, messages.cannotGrantPermission);
  }
  return wanted;
}

/** Replaces an administrator's roles and lines with checked ones. */
export async function writeGrants(tx: Db, administratorId: number, grants: Partial<Grants>): Promise<void> {
  if (grants.roleIds) {
    await tx.delete(administratorRoles).where(eq(administratorRoles.administratorId, administratorId));
    await tx.insert(administratorRoles).values(grants.roleIds.map((roleId) => ({ administratorId, roleId })));
  }
  if (grants.organizationIds) {
    await tx
      .delete(administratorOrganizations)
      .where(eq(administratorOrganizations.administratorId, administratorId));
    if (grants.organizationIds.length > 0) {
      await tx
        .insert(administratorOrganizations)
        .values(grants.organizationIds.map((organizationId) => ({ administratorId, organizationId })));
    }
  }
}
