import { count, desc, eq } from 'drizzle-orm';
import {
  messages,
  type Administrator,
  type CreateAdministratorBody,
  type DeleteResult,
  type UpdateAdministratorBody,
} from '@app/domain';
import type { Db } from '../../db/client';
import { administrators } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import type { Page } from '../../lib/pagination';
import { revokeAllSessions } from '../../lib/sessions';
import { HttpError } from '../../plugins/errors';
import type { Principal } from '../../plugins/access';
import { hashPassword } from '../accounts/passwords';

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

export async function listAdministrators(
  db: Db,
  q: { limit: number; offset: number },
): Promise<Page<Administrator>> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(administrators)
      .orderBy(desc(administrators.createdAt), desc(administrators.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(administrators),
  ]);
  return { rows: rows.map(toAdministrator), total: totals?.total ?? 0 };
}

export async function getAdministrator(db: Db, id: number): Promise<Administrator> {
  const [row] = await db.select().from(administrators).where(eq(administrators.id, id)).limit(1);
  if (!row) throw new HttpError(404, messages.notFound.administrator);
  return toAdministrator(row);
}

export async function createAdministrator(db: Db, body: CreateAdministratorBody): Promise<Administrator> {
  const { password, confirmPassword: _c, ...fields } = body;
  const [row] = await db
    .insert(administrators)
    .values({ ...fields, passwordHash: await hashPassword(password) })
    .returning()
    .catch(duplicateEmail);
  return toAdministrator(row!);
}

/** Edits an administrator; a new password ends that account's other sessions (not the editor's own). */
export async function updateAdministrator(
  db: Db,
  actor: Principal,
  id: number,
  body: UpdateAdministratorBody,
): Promise<Administrator> {
  const { password, confirmPassword: _c, ...fields } = body;
  const [row] = await db
    .update(administrators)
    .set({ ...fields, ...(password && { passwordHash: await hashPassword(password) }) })
    .where(eq(administrators.id, id))
    .returning()
    .catch(duplicateEmail);
  if (!row) throw new HttpError(404, messages.notFound.administrator);
  if (password) await revokeAllSessions(db, 'Administrator', id, actor.id === id ? actor.family : undefined);
  return toAdministrator(row);
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
    await tx.delete(administrators).where(eq(administrators.id, id));
    await revokeAllSessions(tx, 'Administrator', id);
    return { message: messages.adminDeleted, outcome: 'deleted' as const };
  });
}
