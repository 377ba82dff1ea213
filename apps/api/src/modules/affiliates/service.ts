import { and, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  messages,
  type Affiliate,
  type AffiliateBody,
  type AffiliatesQuery,
  type DeleteResult,
  type SortKey,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import {
  affiliateSearch,
  affiliates,
  carriers,
  creditRequests,
  documents,
  organizations,
} from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { startsWith } from '../../lib/starts-with';
import { foldedContains } from '../../lib/folded-text';
import {
  countedColumn,
  exactCount,
  pageRows,
  readLinedList,
  type From,
  type ListDefinition,
  literalLimit,
  enumIs,
} from '../../lib/list-query';
import { summarizedCount } from '../../lib/list-summary';
import { revokeAllSessions } from '../../lib/sessions';
import { HttpError } from '../../plugins/errors';
import { inLines } from '../../lib/lines';
import type { Principal } from '../../lib/principal';
import { recordAudit, recordCreation } from '../audit';

type Row = typeof affiliates.$inferSelect;

export function toAffiliate(r: Row, org: { id: number; name: string }): Affiliate {
  const { organizationId: _o, retiredAt: _r, createdAt, vehicleLtsOil, ...fields } = r;
  return {
    ...fields,
    gender: r.gender as Affiliate['gender'],
    status: r.status as Affiliate['status'],
    typeService: r.typeService as Affiliate['typeService'],
    vehicleType: r.vehicleType as Affiliate['vehicleType'],
    vehicleBrand: r.vehicleBrand as Affiliate['vehicleBrand'],
    vehicleLtsOil: Number(vehicleLtsOil),
    birthdateWhitOutFormated: r.birthdate,
    organization: org,
    created: createdAt.toISOString(),
  };
}

const listed = isNull(affiliates.retiredAt);
const orgColumns = { id: organizations.id, name: organizations.name };

/** A picker's search: a cédula prefix, or part of the full name ignoring case and accents. */
export const nameOrDniMatches = (search: string): SQL | undefined =>
  or(startsWith(affiliates.dni, search), foldedContains(affiliates.searchName, search));

/**
 * The affiliates as a name search reads them: their narrow copy (migration 0037) under their own name,
 * so the lists' conditions and orders apply to it unchanged while a trigram match is rechecked on short
 * rows (a surname 5 % share: ~800 pages instead of ~6 000).
 */
export const affiliatesSearched = sql`${affiliateSearch} as ${affiliates}`;

// The other filters page down the affiliates' own indexes (by line, status, order).
const from: From = (active) => (active.has('search') ? affiliatesSearched : sql`${affiliates}`);

export const affiliatesList: ListDefinition<AffiliatesQuery, SortKey<'affiliates'>, Affiliate> = {
  base: listed,
  // The filters work together (the spec's client could only send one).
  filters: {
    dni: (dni) => startsWith(affiliates.dni, dni),
    status: (status) => enumIs(affiliates.status, status),
    search: nameOrDniMatches,
    // has_account is kept by a trigger on carriers; `not` as written matches the partial index.
    withoutAccount: (only) => (only === 'true' ? sql`not ${affiliates.hasAccount}` : undefined),
  },
  sorts: { created: affiliates.createdAt, dni: affiliates.dni, lastNames: affiliates.lastNames },
  tiebreak: affiliates.id,
  line: affiliates.organizationId,
  narrowing: ['search'],
  countedWithPage: ['search'],
  // The filters read affiliates alone (or their copy): a page's ids come from there, its organizations after.
  from,
  rows: async (db, where, orderBy, window, count) =>
    pageRows(
      await db
        .select({ a: affiliates, org: orgColumns, counted: countedColumn(count) })
        .from(affiliates)
        .innerJoin(organizations, eq(organizations.id, affiliates.organizationId))
        .where(where)
        .orderBy(...orderBy)
        .limit(literalLimit(window.limit))
        .offset(window.offset),
      (r) => toAffiliate(r.a, r.org),
    ),
  count: summarizedCount({ list: 'affiliates', a: 'status', b: 'organization' }, (where, active) =>
    exactCount(from(active), where),
  ),
};

export const listAffiliates = (db: Db, q: AffiliatesQuery, principal: Principal) =>
  readLinedList(db, affiliatesList, q, principal);

export async function getAffiliate(db: Db, id: number): Promise<Affiliate> {
  const [row] = await db
    .select({ a: affiliates, org: orgColumns })
    .from(affiliates)
    .innerJoin(organizations, eq(organizations.id, affiliates.organizationId))
    .where(eq(affiliates.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, messages.notFound.affiliate);
  return toAffiliate(row.a, row.org);
}

/** A listed organization within the administrator's lines; any other answers as a retired one. */
async function listedOrganization(db: Db | Tx, id: number, principal: Principal) {
  const [org] = await db
    .select(orgColumns)
    .from(organizations)
    .where(
      and(eq(organizations.id, id), isNull(organizations.retiredAt), inLines(organizations.id, principal)),
    )
    .limit(1);
  if (!org) {
    throw new HttpError(400, messages.organizationRetired, { organization: messages.organizationRetired });
  }
  return org;
}

/** Turns the unique indexes into the Spanish 409 naming the field. */
function duplicateError(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'affiliates_dni_key') {
    throw new HttpError(409, messages.duplicateAffiliateDni, { dni: messages.duplicateAffiliateDni });
  }
  if (constraint === 'affiliates_email_key') {
    throw new HttpError(409, messages.duplicateAffiliateEmail, { email: messages.duplicateAffiliateEmail });
  }
  throw err;
}

type Columns = typeof affiliates.$inferInsert;

/** The body as columns: the organization reference by id, litres as an exact numeric string. */
function columnsOf<B extends Partial<AffiliateBody>>({ organization, vehicleLtsOil, ...rest }: B) {
  return {
    ...rest,
    ...(organization !== undefined && { organizationId: organization }),
    ...(vehicleLtsOil !== undefined && { vehicleLtsOil: String(vehicleLtsOil) }),
  };
}

export async function createAffiliate(db: Db, principal: Principal, body: AffiliateBody): Promise<Affiliate> {
  return db.transaction(async (tx) => {
    const org = await listedOrganization(tx, body.organization, principal);
    const [row] = await tx
      .insert(affiliates)
      .values(columnsOf(body) as Columns)
      .returning()
      .catch(duplicateError);
    return recordCreation(tx, principal.id, 'affiliate', toAffiliate(row!, org));
  });
}

export async function updateAffiliate(
  db: Db,
  principal: Principal,
  id: number,
  body: Partial<AffiliateBody>,
): Promise<Affiliate> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(and(eq(affiliates.id, id), listed))
      .for('update');
    if (!current) throw new HttpError(404, messages.notFound.affiliate);
    const before = await getAffiliate(tx, id);
    // An edit that changes nothing answers the record as it is (an empty SET is not valid SQL).
    if (Object.keys(body).length === 0) return before;
    if (body.organization !== undefined) await listedOrganization(tx, body.organization, principal);
    await tx
      .update(affiliates)
      .set(columnsOf(body) as Partial<Columns>)
      .where(eq(affiliates.id, id))
      .catch(duplicateError);
    const after = await getAffiliate(tx, id);
    await recordAudit(tx, principal.id, {
      action: 'update',
      entity: 'affiliate',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Deletes an affiliate with no history. One with a carrier account, credit requests or documents is retired:
 * it leaves the lists, becomes Inactivo, its carrier account is retired and its sessions end.
 */
export async function deleteAffiliate(db: Db, actor: number, id: number): Promise<DeleteResult> {
  const retired = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(and(eq(affiliates.id, id), listed))
      .for('update');
    if (!row) throw new HttpError(404, messages.notFound.affiliate);
    const before = await getAffiliate(tx, id);
    const accounts = await tx
      .select({ id: carriers.id, retiredAt: carriers.retiredAt })
      .from(carriers)
      .where(eq(carriers.affiliateId, id));
    const [requests] = await tx
      .select({ n: count() })
      .from(creditRequests)
      .where(eq(creditRequests.affiliateId, id));
    // Its papers, retired ones too, stay for the audit trail: such an affiliate is retired, not deleted.
    const [papers] = await tx.select({ n: count() }).from(documents).where(eq(documents.affiliateId, id));
    if (accounts.length === 0 && (requests?.n ?? 0) === 0 && (papers?.n ?? 0) === 0) {
      await tx.delete(affiliates).where(eq(affiliates.id, id));
      await recordAudit(tx, actor, { action: 'delete', entity: 'affiliate', entityId: id, before });
      return false;
    }
    const now = new Date();
    await tx.update(affiliates).set({ retiredAt: now, status: 'Inactivo' }).where(eq(affiliates.id, id));
    await tx
      .update(carriers)
      .set({ retiredAt: now })
      .where(and(eq(carriers.affiliateId, id), isNull(carriers.retiredAt)));
    for (const account of accounts) await revokeAllSessions(tx, 'Carrier', account.id);
    await recordAudit(tx, actor, { action: 'retire', entity: 'affiliate', entityId: id, before });
    return true;
  });
  return retired
    ? { message: messages.retired.affiliate, outcome: 'retired' }
    : { message: messages.affiliateDeleted, outcome: 'deleted' };
}
