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
import { readList, tableList } from '../../lib/list-query';
import { revokeAllSessions } from '../../lib/sessions';
import { HttpError } from '../../plugins/errors';
import { recordAudit, recordCreation } from '../audit';
import type { Principal } from '../../lib/principal';
import { hashPassword } from '../accounts';

type Row = typeof administrators.$inferSelect;

const toAdministrator = (r: Row): Administrator => ({
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
  Administrator
>(administrators, toAdministrator, {
  filters: {},
  sorts: { created: administrators.createdAt, lastNames: administrators.lastNames },
  tiebreak: administrators.id,
});

export const listAdministrators = (db: Db, q: AdministratorsQuery) => readList(db, administratorsList, q);

export async function getAdministrator(db: Db, id: number): Promise<Administrator> {
  const [row] = await db.select().from(administrators).where(eq(administrators.id, id)).limit(1);
  if (!row) throw new HttpError(404, messages.notFound.administrator);
  return toAdministrator(row);
}

export async function createAdministrator(
  db: Db,
  actor: number,
  body: CreateAdministratorBody,
): Promise<Administrator> {
  const { password, confirmPassword: _c, ...fields } = body;
  // Hashed before the transaction: argon2 takes tens of milliseconds and should not hold locks.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(administrators)
      .values({ ...fields, passwordHash })
      .returning()
      .catch(duplicateEmail);
    return recordCreation(tx, actor, 'administrator', toAdministrator(row!));
  });
}

/** Edits an administrator; a new password ends that account's other sessions (not the editor's own). */
export async function updateAdministrator(
  db: Db,
  actor: Principal,
  id: number,
  body: UpdateAdministratorBody,
): Promise<Administrator> {
  const { password, confirmPassword: _c, ...fields } = body;
  const passwordHash = password ? await hashPassword(password) : undefined;
  return applyEdit(db, actor, id, { ...fields, ...(passwordHash && { passwordHash }) });
}

/** The signed-in administrator gives (or corrects) its own cédula and phone; audited as an edit. */
export function updateOwnProfile(db: Db, actor: Principal, body: OwnProfileBody): Promise<Administrator> {
  return applyEdit(db, actor, actor.id, body);
}

type Changes = Partial<Omit<typeof administrators.$inferInsert, 'id' | 'createdAt'>>;

/** Applies an edit to one administrator, its row locked, and audits what changed in the same transaction. */
function applyEdit(db: Db, actor: Principal, id: number, changes: Changes): Promise<Administrator> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(administrators).where(eq(administrators.id, id)).for('update');
    if (!current) throw new HttpError(404, messages.notFound.administrator);
    const before = toAdministrator(current);
    // An edit that changes nothing answers the record as it is (an empty SET is not valid SQL).
    if (Object.keys(changes).length === 0) return before;
    const [row] = await tx
      .update(administrators)
      .set(changes)
      .where(eq(administrators.id, id))
      .returning()
      .catch(duplicateEmail);
    if (changes.passwordHash) {
      await revokeAllSessions(tx, 'Administrator', id, actor.id === id ? actor.family : undefined);
    }
    const after = toAdministrator(row!);
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
  return db.transaction(async (tx) => {
    const all = await tx.select({ id: administrators.id }).from(administrators).for('update');
    if (!all.some((a) => a.id === id)) throw new HttpError(404, messages.notFound.administrator);
    if (all.length <= 1) throw new HttpError(409, messages.cannotDeleteLastAdmin);
    const [deleted] = await tx.delete(administrators).where(eq(administrators.id, id)).returning();
    await recordAudit(tx, actorId, {
      action: 'delete',
      entity: 'administrator',
      entityId: id,
      before: toAdministrator(deleted!),
    });
    await revokeAllSessions(tx, 'Administrator', id);
    return { message: messages.adminDeleted, outcome: 'deleted' as const };
  });
}
