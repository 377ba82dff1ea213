import { sql, type WithSubquery } from 'drizzle-orm';
import type { AuditAction, AuditEntity, AuditSnapshot } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditInput {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  /** The record as the API showed it before the action (null for a creation). */
  before?: object | null;
  /** The record as the API shows it after the action (null for a deletion). */
  after?: object | null;
  /** The line it is about, when the database cannot find it from the entity (a document's affiliate's). */
  organizationId?: number;
}

/**
 * Appends one audit entry, in the caller's transaction, so the change and its record commit
 * together or not at all. Edits keep only the fields that changed, on both sides. `alongside`: a
 * write of the same transaction sent in the same statement (a WITH part: the decision's e-mail).
 */
export async function recordAudit(
  tx: Db | Tx,
  administratorId: number,
  input: AuditInput,
  alongside?: WithSubquery,
): Promise<void> {
  const { before, after } = input.before && input.after ? changedFields(input.before, input.after) : input;
  await (alongside ? tx.with(alongside) : tx).insert(auditLog).values({
    administratorId,
    // Copied, not joined: the trail must still name an administrator who was later deleted.
    actorName: sql`coalesce((select first_names || ' ' || last_names from administrators where id = ${administratorId}), '')`,
    actorEmail: sql`coalesce((select email from administrators where id = ${administratorId}), '')`,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId,
    before: before ?? null,
    after: after ?? null,
    ...(input.organizationId !== undefined && { organizationId: input.organizationId }),
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs, from each side (a field missing on one side counts as changed). */
export function changedFields(
  before: object,
  after: object,
): { before: AuditSnapshot; after: AuditSnapshot } {
  const b = before as AuditSnapshot;
  const a = after as AuditSnapshot;
  const out = { before: {} as AuditSnapshot, after: {} as AuditSnapshot };
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (same(b[key], a[key])) continue;
    if (key in b) out.before[key] = b[key];
    if (key in a) out.after[key] = a[key];
  }
  return out;
}

/** Records the creation of a record, in the caller's transaction, and hands the record back. */
export async function recordCreation<T extends { id: number }>(
  tx: Db | Tx,
  administratorId: number,
  entity: AuditEntity,
  created: T,
  /** What to keep, when it says more than the answer (the Bs typed, the rate used). */
  after: object = created,
): Promise<T> {
  await recordAudit(tx, administratorId, { action: 'create', entity, entityId: created.id, after });
  return created;
}
