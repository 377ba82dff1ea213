import { eq, inArray, sql } from 'drizzle-orm';
import { GENERAL_ADMINISTRATOR, messages, type Permission } from '@app/domain';
import type { Db, Rows } from '../db/client';
import { administratorOrganizations, administratorRoles, roles } from '../db/schema';
import { HttpError } from '../plugins/errors';

/**
 * An administrator's permissions as his roles hold them now: one query on the role link's primary
 * key, run on each request that needs a permission, so a change of roles holds from the next one.
 */
export async function permissionsOf(db: Db, administratorId: number): Promise<Set<Permission>> {
  const rows = await db
    .selectDistinct({ key: sql<Permission>`unnest(${roles.permissions})` })
    .from(administratorRoles)
    .innerJoin(roles, eq(roles.id, administratorRoles.roleId))
    .where(eq(administratorRoles.administratorId, administratorId));
  return new Set(rows.map((r) => r.key));
}

/**
 * What an administrator may do and where, as stored now: his permissions and his lines (empty =
 * every line), in one statement on the two link tables' primary keys. The access check reads it
 * through the grants cache, which every change of them empties, so a change holds from his next request.
 */
export async function grantsNow(
  db: Db,
  administratorId: number,
): Promise<{ permissions: Set<Permission>; lines: number[] }> {
  const [row] = (
    (await db.execute(sql`select
        array(select distinct unnest(${roles.permissions}) from ${administratorRoles}
              join ${roles} on ${roles.id} = ${administratorRoles.roleId}
              where ${administratorRoles.administratorId} = ${administratorId}) as permissions,
        array(select ${administratorOrganizations.organizationId} from ${administratorOrganizations}
              where ${administratorOrganizations.administratorId} = ${administratorId}
              order by 1) as lines`)) as Rows<{ permissions: Permission[]; lines: number[] }>
  ).rows as { permissions: Permission[]; lines: number[] }[];
  return { permissions: new Set(row?.permissions ?? []), lines: (row?.lines ?? []).map(Number) };
}

/** The roles and lines of some administrators, by id (no lines: every line). */
export async function grantsOf(
  db: Db,
  ids: number[],
): Promise<Map<number, { roleIds: number[]; organizationIds: number[] }>> {
  const grants = new Map(ids.map((id) => [id, { roleIds: [] as number[], organizationIds: [] as number[] }]));
  if (ids.length === 0) return grants;
  const [roleRows, lineRows] = await Promise.all([
    db.select().from(administratorRoles).where(inArray(administratorRoles.administratorId, ids)),
    db
      .select()
      .from(administratorOrganizations)
      .where(inArray(administratorOrganizations.administratorId, ids)),
  ]);
  for (const r of roleRows) grants.get(r.administratorId)?.roleIds.push(r.roleId);
  for (const r of lineRows) grants.get(r.administratorId)?.organizationIds.push(r.organizationId);
  for (const g of grants.values()) {
    g.roleIds.sort((a, b) => a - b);
    g.organizationIds.sort((a, b) => a - b);
  }
  return grants;
}

/** Makes an administrator "Administrador general" of every line: the first one, and test accounts. */
export async function grantGeneralAdministrator(db: Db, administratorId: number): Promise<void> {
  await db
    .insert(administratorRoles)
    .select(
      db
        .select({ administratorId: sql<number>`${administratorId}`.as('administrator_id'), roleId: roles.id })
        .from(roles)
        .where(eq(roles.name, GENERAL_ADMINISTRATOR)),
    )
    .onConflictDoNothing();
}

/**
 * Serializes every change of roles, lines or administrators, so two of them at once cannot each
 * leave the other as the last manager and together leave none.
 */
export async function lockGrants(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('administrator_grants'))`);
}

/** Refuses a change that leaves nobody managing administrators for every line (run before commit). */
export async function assertManagerRemains(tx: Db): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(administratorRoles)
    .innerJoin(roles, eq(roles.id, administratorRoles.roleId))
    .where(
      sql`'administrators.manage' = any(${roles.permissions}) and not exists (select 1 from ${administratorOrganizations} where ${administratorOrganizations.administratorId} = ${administratorRoles.administratorId})`,
    );
  if (!row || row.n === 0) throw new HttpError(409, messages.lastManager);
}
