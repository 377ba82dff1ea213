import { eq } from 'drizzle-orm';
import {
  messages,
  type Administrator,
  type AdministratorsQuery,
  type CreateAdministratorBody,
  type DeleteResult,
  type OwnProfileBody,
  type SortKey,
  type UpdateAdministratorBody,
} from '@app/domain';
import type { Db } from '../../db/client';
import { administrators } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { readList, tableList, type Page } from '../../lib/list-query';
import { assertManagerRemains, grantsOf } from '../../lib/permissions';
import { changeGrants } from '../../lib/grants-cache';
import { revokeAllSessions } from '../../lib/sessions';
import { HttpError } from '../../plugins/errors';
import { recordAudit, recordCreation } from '../audit';
import type { Principal } from '../../lib/principal';
import { hashPassword } from '../accounts';
import { checkGrants, grantsOfActor, writeGrants } from './grants';

type Row = typeof administrators.$inferSelect;
/** An administrator's own columns; his roles and lines are read beside them. */
export type AdministratorRecord = Omit<Administrator, 'roleIds' | 'organizationIds'>;

const toAdministrator = (r: Row): AdministratorRecord => ({
  id: r.id,
  type: 'Administrator',
  firstNames: r.firstNames,
  lastNames: r.lastNames,
  dni: r.dni,
  email: r.email,
  phoneNumber: r.phoneNumber,
  created: r.createdAt.toISOString(),
});

function duplicateEmail(err: unknown): never {
  if (uniqueViolation(err) === 'administrators_email_key') {
    throw new HttpError(409, messages.duplicateAdminEmail, { email: messages.duplicateAdminEmail });
  }
  throw err;
}

export const administratorsList = tableList<
  AdministratorsQuery,
  SortKey<'administrators'>,
  typeof administrators,
  AdministratorRecord
>(administrators, toAdministrator, {
  filters: {},
  sorts: { created: administrators.createdAt, lastNames: administrators.lastNames },
  tiebreak: administrators.id,
});

/** Adds each administrator's roles and lines, two queries for the whole page. */
async function withGrants(db: Db, records: AdministratorRecord[]): Promise<Administrator[]> {
  const grants = await grantsOf(
    db,
    records.map((r) => r.id),
  );
  return records.map((r) => ({ ...r, ...grants.get(r.id)! }));
}

export async function listAdministrators(db: Db, q: AdministratorsQuery): Promise<Page<Administrator>> {
  const page = await readList(db, administratorsList, q);
  return { rows: await withGrants(db, page.rows), total: page.total };
}

export async function getAdministrator(db: Db, id: number): Promise<Administrator> {
  const [row] = await db.select().from(administrators).where(eq(administrators.id, id)).limit(1);
  if (!row) throw new HttpError(404, messages.notFound.administrator);
  return (await withGrants(db, [toAdministrator(row)]))[0]!;
}

export async function createAdministrator(
  db: Db,
  actor: number,
  body: CreateAdministratorBody,
): Promise<Administrator> {
  const { password, confirmPassword: _c, roleIds, organizationIds, ...fields } = body;
  // Hashed before the transaction: argon2 takes tens of milliseconds and should not hold locks.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The product's form names no roles: the new administrator then acts as the one who creates him.
    const own = await grantsOfActor(tx, actor);
    const grants = await checkGrants(tx, actor, {
      roleIds: roleIds ?? own.roleIds,
      organizationIds: organizationIds ?? (roleIds ? [] : own.organizationIds),
    });
    const [row] = await tx
      .insert(administrators)
      .values({ ...fields, passwordHash })
      .returning()
      .catch(duplicateEmail);
    await writeGrants(tx, row!.id, grants);
    return recordCreation(tx, actor, 'administrator', { ...toAdministrator(row!), ...grants });
  });
}

/** Edits an administrator; a new password ends that account's other sessions (not the editor's own). */
export async function updateAdministrator(
  db: Db,
  actor: Principal,
  id: number,
  body: UpdateAdministratorBody,
): Promise<Administrator> {
  const { password, confirmPassword: _c, roleIds, organizationIds, ...fields } = body;
  const passwordHash = password ? await hashPassword(password) : undefined;
  const grants = roleIds || organizationIds ? { roleIds, organizationIds } : undefined;
  return applyEdit(db, actor, id, { ...fields, ...(passwordHash && { passwordHash }) }, grants);
}

/** The signed-in administrator gives (or corrects) its own cédula and phone; audited as an edit. */
export function updateOwnProfile(db: Db, actor: Principal, body: OwnProfileBody): Promise<Administrator> {
  return applyEdit(db, actor, actor.id, body);
}

type Changes = Partial<Omit<typeof administrators.$inferInsert, 'id' | 'createdAt'>>;

/**
 * Applies an edit to one administrator, its row locked, and audits what changed in the same
 * transaction. New roles or lines hold from his next request, on every server (`changeGrants`).
 */
function applyEdit(
  db: Db,
  actor: Principal,
  id: number,
  changes: Changes,
  grants?: { roleIds?: number[] | undefined; organizationIds?: number[] | undefined },
): Promise<Administrator> {
  // New roles or lines: serialized with every other change of them, and no server serves the old ones.
  const inTransaction = (edit: (tx: Db) => Promise<Administrator>) =>
    grants ? changeGrants(db, edit) : db.transaction(edit);
  return inTransaction(async (tx) => {
    const [current] = await tx.select().from(administrators).where(eq(administrators.id, id)).for('update');
    if (!current) throw new HttpError(404, messages.notFound.administrator);
    // The cédula is what the self-dealing check compares: once given, only another administrator changes it.
    if (actor.id === id && current.dni !== null && changes.dni !== undefined && changes.dni !== current.dni)
      throw new HttpError(403, messages.ownDniFixed);
    const before = (await withGrants(tx, [toAdministrator(current)]))[0]!;
    if (grants) {
      const checked = await checkGrants(tx, actor.id, {
        roleIds: grants.roleIds ?? before.roleIds,
        organizationIds: grants.organizationIds ?? before.organizationIds,
      });
      await writeGrants(tx, id, {
        ...(grants.roleIds && { roleIds: checked.roleIds }),
        ...(grants.organizationIds && { organizationIds: checked.organizationIds }),
      });
      await assertManagerRemains(tx);
    }
    // An edit of the row that changes nothing keeps it as it is (an empty SET is not valid SQL).
    const [row] =
      Object.keys(changes).length === 0
        ? [current]
        : await tx
            .update(administrators)
            .set(changes)
            .where(eq(administrators.id, id))
            .returning()
            .catch(duplicateEmail);
    if (!grants && Object.keys(changes).length === 0) return before;
    if (changes.passwordHash) {
      await revokeAllSessions(tx, 'Administrator', id, actor.id === id ? actor.family : undefined);
    }
    const after = (await withGrants(tx, [toAdministrator(row!)]))[0]!;
    await recordAudit(tx, actor.id, {
      action: 'update',
      entity: 'administrator',
      entityId: id,
      before,
      after: { ...after, ...(changes.passwordHash && { passwordChanged: true }) },
    });
    return after;
  });
}

/**
 * Nobody deletes their own account or the last administrator. Every row is locked first, so two
 * administrators deleting each other at the same moment cannot leave none.
 */
export async function deleteAdministrator(db: Db, actorId: number, id: number): Promise<DeleteResult> {
  if (actorId === id) throw new HttpError(409, messages.cannotDeleteSelf);
  return changeGrants(db, async (tx) => {
    const all = await tx.select({ id: administrators.id }).from(administrators).for('update');
    if (!all.some((a) => a.id === id)) throw new HttpError(404, messages.notFound.administrator);
    if (all.length <= 1) throw new HttpError(409, messages.cannotDeleteLastAdmin);
    const before = await getAdministrator(tx, id);
    await tx.delete(administrators).where(eq(administrators.id, id));
    await assertManagerRemains(tx);
    await recordAudit(tx, actorId, {
      action: 'delete',
      entity: 'administrator',
      entityId: id,
      before,
    });
    await revokeAllSessions(tx, 'Administrator', id);
    return { message: messages.adminDeleted, outcome: 'deleted' as const };
  });
}
