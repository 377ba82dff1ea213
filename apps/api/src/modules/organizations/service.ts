import { and, asc, count, eq, ilike, isNull } from 'drizzle-orm';
import {
  messages,
  type DeleteResult,
  type Organization,
  type OrganizationBody,
  type OrganizationOption,
  type OrganizationsQuery,
  type SortKey,
} from '@app/domain';
import type { Db } from '../../db/client';
import { administratorOrganizations, affiliates, organizations } from '../../db/schema';
import { likeContains } from '../../lib/db-errors';
import { readLinedList, tableList } from '../../lib/list-query';
import { inLines } from '../../lib/lines';
import type { Principal } from '../../lib/principal';
import { HttpError } from '../../plugins/errors';
import { recordAudit, recordCreation } from '../audit';

type Row = typeof organizations.$inferSelect;

export const toOrganization = (r: Row): Organization => ({
  id: r.id,
  name: r.name,
  type: r.type as Organization['type'],
  rif: r.rif,
  fiscalAddress: r.fiscalAddress,
  recordName: r.recordName,
  recordDate: r.recordDate,
  modalityServices: r.modalityServices,
  recordNumber: r.recordNumber,
  recordVolume: r.recordVolume,
  recordInvoice: r.recordInvoice,
  certificationServices: r.certificationServices,
  code: r.code,
  numberAssociates: r.numberAssociates,
  numberAffiliates: r.numberAffiliates,
  created: r.createdAt.toISOString(),
});

const listed = isNull(organizations.retiredAt);

export const organizationsList = tableList<
  OrganizationsQuery,
  SortKey<'organizations'>,
  typeof organizations,
  Organization
>(organizations, toOrganization, {
  base: listed,
  filters: { name: (name) => ilike(organizations.name, likeContains(name)) },
  sorts: { created: organizations.createdAt, name: organizations.name },
  tiebreak: organizations.id,
  // An organization is a line: a line-limited administrator lists his own.
  line: organizations.id,
});

export const listOrganizations = (db: Db, q: OrganizationsQuery, principal: Principal) =>
  readLinedList(db, organizationsList, q, principal);

/** Every listed organization as {id, name}, for selectors (a cooperative has tens, not thousands). */
export async function organizationOptions(db: Db, principal: Principal): Promise<OrganizationOption[]> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(listed, inLines(organizations.id, principal)))
    .orderBy(asc(organizations.name))
    .limit(2000);
}

/** One organization, retired ones included: their history stays readable. */
export async function getOrganization(db: Db, id: number): Promise<Organization> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!row) throw new HttpError(404, messages.notFound.organization);
  return toOrganization(row);
}

export async function createOrganization(
  db: Db,
  actor: number,
  body: OrganizationBody,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(organizations).values(body).returning();
    return recordCreation(tx, actor, 'organization', toOrganization(row!));
  });
}

export async function updateOrganization(
  db: Db,
  actor: number,
  id: number,
  body: Partial<OrganizationBody>,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.id, id), listed))
      .for('update');
    if (!current) throw new HttpError(404, messages.notFound.organization);
    const before = toOrganization(current);
    // An edit that changes nothing answers the record as it is (an empty SET is not valid SQL).
    if (Object.keys(body).length === 0) return before;
    const [row] = await tx.update(organizations).set(body).where(eq(organizations.id, id)).returning();
    const after = toOrganization(row!);
    await recordAudit(tx, actor, { action: 'update', entity: 'organization', entityId: id, before, after });
    return after;
  });
}

/**
 * Deletes an organization nobody refers to; one with affiliates, or an administrator's line, is
 * retired, keeping their history (and the administrator limited, never widened to every line).
 */
export async function deleteOrganization(db: Db, actor: number, id: number): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.id, id), listed))
      .for('update');
    if (!row) throw new HttpError(404, messages.notFound.organization);
    const [refs] = await tx.select({ n: count() }).from(affiliates).where(eq(affiliates.organizationId, id));
    const [lines] = await tx
      .select({ n: count() })
      .from(administratorOrganizations)
      .where(eq(administratorOrganizations.organizationId, id));
    const before = toOrganization(row);
    if ((refs?.n ?? 0) > 0 || (lines?.n ?? 0) > 0) {
      await tx.update(organizations).set({ retiredAt: new Date() }).where(eq(organizations.id, id));
      await recordAudit(tx, actor, { action: 'retire', entity: 'organization', entityId: id, before });
      return { message: messages.retired.organization, outcome: 'retired' as const };
    }
    await tx.delete(organizations).where(eq(organizations.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'organization', entityId: id, before });
    return { message: messages.organizationDeleted, outcome: 'deleted' as const };
  });
}
