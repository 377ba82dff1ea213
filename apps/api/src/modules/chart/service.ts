import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ledgerAccountMessages as m,
  movementKindTypes,
  type LedgerAccount,
  type LedgerAccountBody,
  type LedgerAccountType,
  type DeleteResult,
  type MovementKind,
  type UpdateLedgerAccountBody,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { accountMapping, accounts, journalLines } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../plugins/errors';
import { recordAudit, recordCreation } from '../audit';

const parents = alias(accounts, 'parent');

/**
 * Chart writes take turns (they are rare): two edits at once could otherwise each pass the loop
 * check and together make a loop, or map an account another is deactivating.
 */
export async function lockChart(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chart_of_accounts'))`);
}

const selection = {
  id: accounts.id,
  code: accounts.code,
  name: accounts.name,
  type: accounts.type,
  parent: parents.code,
  active: accounts.active,
};

const toAccount = (r: {
  id: number;
  code: string;
  name: string;
  type: string;
  parent: string | null;
  active: boolean;
}) => ({ ...r, type: r.type as LedgerAccountType }) satisfies LedgerAccount;

const withParent = (db: Db | Tx) =>
  db.select(selection).from(accounts).leftJoin(parents, eq(parents.id, accounts.parentId));

/** The whole chart by code (a cooperative's chart is tens of accounts, not thousands). */
export async function listAccounts(db: Db): Promise<LedgerAccount[]> {
  return (await withParent(db).orderBy(asc(accounts.code))).map(toAccount);
}

async function accountOf(tx: Tx, id: number): Promise<LedgerAccount> {
  const [row] = await withParent(tx).where(eq(accounts.id, id));
  if (!row) throw new HttpError(404, m.notFound);
  return toAccount(row);
}

function duplicateCode(err: unknown): never {
  if (uniqueViolation(err) === 'accounts_code_key') {
    throw new HttpError(409, m.duplicateCode, { code: m.duplicateCode });
  }
  throw err;
}

/** The parent named by code: it must exist and be of the child's type, and (editing `self`) not be within it. */
async function parentId(tx: Tx, code: string | null | undefined, type: string, self?: number) {
  if (code === null || code === undefined) return null;
  const [parent] = await tx.select().from(accounts).where(eq(accounts.code, code));
  if (!parent) throw new HttpError(400, m.parentMissing, { parent: m.parentMissing });
  if (parent.type !== type) throw new HttpError(400, m.parentType, { parent: m.parentType });
  // Walks up from the new parent: meeting the account itself would make a loop.
  for (let at: number | null = parent.id; self !== undefined && at !== null;) {
    if (at === self) throw new HttpError(400, m.parentCycle, { parent: m.parentCycle });
    const [up]: { parentId: number | null }[] = await tx
      .select({ parentId: accounts.parentId })
      .from(accounts)
      .where(eq(accounts.id, at));
    at = up?.parentId ?? null;
  }
  return parent.id;
}

export function createAccount(db: Db, actor: number, body: LedgerAccountBody): Promise<LedgerAccount> {
  return db.transaction(async (tx) => {
    await lockChart(tx);
    const [row] = await tx
      .insert(accounts)
      .values({
        code: body.code,
        name: body.name,
        type: body.type,
        parentId: await parentId(tx, body.parent, body.type),
        active: body.active ?? true,
      })
      .returning({ id: accounts.id })
      .catch(duplicateCode);
    return recordCreation(tx, actor, 'account', await accountOf(tx, row!.id));
  });
}

/** The kinds that post to an account. */
const kindsOf = async (tx: Tx, id: number) =>
  (
    await tx
      .select({ kind: accountMapping.kind })
      .from(accountMapping)
      .where(eq(accountMapping.accountId, id))
  ).map((r) => r.kind as MovementKind);

export function updateAccount(
  db: Db,
  actor: number,
  id: number,
  body: UpdateLedgerAccountBody,
): Promise<LedgerAccount> {
  return db.transaction(async (tx) => {
    await lockChart(tx);
    const before = await accountOf(tx, id);
    const type = body.type ?? before.type;
    const parent = body.parent === undefined ? before.parent : body.parent;
    // A mapped account stays active and of a type its kinds accept: postings must always find one.
    const kinds = await kindsOf(tx, id);
    if (kinds.length && (body.active === false || kinds.some((k) => !movementKindTypes[k].includes(type)))) {
      throw new HttpError(409, m.mapped);
    }
    await tx
      .update(accounts)
      .set({
        ...(body.code !== undefined && { code: body.code }),
        ...(body.name !== undefined && { name: body.name }),
        ...(body.active !== undefined && { active: body.active }),
        type,
        parentId: await parentId(tx, parent, type, id),
      })
      .where(eq(accounts.id, id))
      .catch(duplicateCode);
    const after = await accountOf(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'account', entityId: id, before, after });
    return after;
  });
}

/** Deletes an account nothing refers to: one with entries, subaccounts or a mapping answers 409. */
export function deleteAccount(db: Db, actor: number, id: number): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    await lockChart(tx);
    // The row lock waits for a posting in flight to this account (its key share), so its line is seen below.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
    const before = await accountOf(tx, id);
    const [line] = await tx
      .select({ id: journalLines.id })
      .from(journalLines)
      .where(eq(journalLines.accountId, id))
      .limit(1);
    if (line) throw new HttpError(409, m.hasEntries);
    const [child] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.parentId, id))
      .limit(1);
    if (child) throw new HttpError(409, m.hasChildren);
    if ((await kindsOf(tx, id)).length) throw new HttpError(409, m.mapped);
    await tx.delete(accounts).where(eq(accounts.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'account', entityId: id, before });
    return { message: m.deleted, outcome: 'deleted' as const };
  });
}
