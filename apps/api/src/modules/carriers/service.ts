import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { messages, type Carrier, type CarriersQuery, type DeleteResult, type SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, carriers, loans, organizations } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { startsWith } from '../../lib/starts-with';
import { affiliatesSearched, nameOrDniMatches } from '../affiliates';
import {
  countedColumn,
  exactCount,
  pageRows,
  readLinedList,
  type From,
  type ListDefinition,
  literalLimit,
} from '../../lib/list-query';
import { summarizedCount } from '../../lib/list-summary';
import { revokeAllSessions } from '../../lib/sessions';
import { HttpError } from '../../plugins/errors';
import { inLines } from '../../lib/lines';
import type { Principal } from '../../lib/principal';
import { recordAudit, recordCreation } from '../audit';
import { hashPassword } from '../accounts';

const columns = {
  id: carriers.id,
  createdAt: carriers.createdAt,
  affiliate: {
    id: affiliates.id,
    firstNames: affiliates.firstNames,
    lastNames: affiliates.lastNames,
    dni: affiliates.dni,
    email: affiliates.email,
    vehicleType: affiliates.vehicleType,
    vehicleBrand: affiliates.vehicleBrand,
    vehicleModel: affiliates.vehicleModel,
    vehicleYear: affiliates.vehicleYear,
    vehiclePlate: affiliates.vehiclePlate,
    vehicleColor: affiliates.vehicleColor,
  },
  organization: { id: organizations.id, name: organizations.name },
};

type Selected = {
  id: number;
  createdAt: Date;
  affiliate: Omit<Carrier['affiliate'], 'organization'>;
  organization: { id: number; name: string };
};

const toCarrier = (r: Selected): Carrier => ({
  id: r.id,
  created: r.createdAt.toISOString(),
  affiliate: { ...r.affiliate, organization: r.organization },
});

const listed = isNull(carriers.retiredAt);

/** Accounts as the list shows them; `count`: the list's totals read beside them (`countedColumn`). */
function selectCarriers(db: Db, count?: SQL) {
  return db
    .select({ ...columns, counted: countedColumn(count) })
    .from(carriers)
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
    .innerJoin(organizations, eq(organizations.id, affiliates.organizationId));
}

/**
 * The listed accounts as a cédula or name filter reads them: the affiliates' copy (migration 0037) holds
 * each one's listed account, seen under the names the list's conditions use, so the count and the
 * page's ids read one narrow table, no join (a surname 5 % share joined 5 000 accounts for its count).
 */
const accountsSearched = sql`${affiliatesSearched} cross join lateral (
  select account_id as id, account_created_at as created_at, organization_id, null::timestamptz as retired_at
  where account_id is not null) as ${carriers}`;
const from: From = (active) =>
  active.has('dni') || active.has('search') ? accountsSearched : sql`${carriers}`;

export const carriersList: ListDefinition<CarriersQuery, SortKey<'carriers'>, Carrier> = {
  base: listed,
  filters: {
    dni: (dni) => startsWith(affiliates.dni, dni),
    search: nameOrDniMatches,
  },
  sorts: { created: carriers.createdAt },
  tiebreak: carriers.id,
  line: carriers.organizationId,
  // A search's matches are sorted, not found down the created index (its cost follows the matches).
  narrowing: ['search'],
  countedWithPage: ['search'],
  from,
  rows: async (db, where, orderBy, window, count) =>
    pageRows(
      await selectCarriers(db, count)
        .where(where)
        .orderBy(...orderBy)
        .limit(literalLimit(window.limit))
        .offset(window.offset),
      toCarrier,
    ),
  count: summarizedCount({ list: 'carriers', b: 'organization' }, (where, active) =>
    exactCount(from(active), where),
  ),
};

export const listCarriers = (db: Db, q: CarriersQuery, principal: Principal) =>
  readLinedList(db, carriersList, q, principal);

export async function getCarrier(db: Db, id: number): Promise<Carrier> {
  const [row] = await selectCarriers(db).where(eq(carriers.id, id)).limit(1);
  if (!row) throw new HttpError(404, messages.notFound.carrier);
  return toCarrier(row);
}

/** Opens the carrier account of an active affiliate; the partial unique index keeps it to one. */
export async function createCarrier(
  db: Db,
  principal: Principal,
  body: { affiliate: number; password: string },
): Promise<Carrier> {
  // Hashed before the transaction: argon2 takes tens of milliseconds and should not hold locks.
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [affiliate] = await tx
      .select({ id: affiliates.id, status: affiliates.status })
      .from(affiliates)
      // Another line's affiliate answers as an unknown one.
      .where(
        and(
          eq(affiliates.id, body.affiliate),
          isNull(affiliates.retiredAt),
          inLines(affiliates.organizationId, principal),
        ),
      )
      .limit(1);
    if (!affiliate) {
      throw new HttpError(400, messages.notFound.affiliate, { affiliate: messages.notFound.affiliate });
    }
    if (affiliate.status !== 'Activo') {
      throw new HttpError(409, messages.affiliateInactive, { affiliate: messages.affiliateInactive });
    }
    const [row] = await tx
      .insert(carriers)
      .values({ affiliateId: affiliate.id, passwordHash })
      .returning({ id: carriers.id })
      .catch((err: unknown) => {
        if (uniqueViolation(err) === 'carriers_affiliate_key') {
          throw new HttpError(409, messages.affiliateHasCarrier, { affiliate: messages.affiliateHasCarrier });
        }
        throw err;
      });
    return recordCreation(tx, principal.id, 'carrier', await getCarrier(tx, row!.id));
  });
}

/** Sets a new password; every session of the account ends. */
export async function changeCarrierPassword(
  db: Db,
  actor: number,
  id: number,
  password: string,
): Promise<Carrier> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(carriers)
      .set({ passwordHash })
      .where(and(eq(carriers.id, id), listed))
      .returning({ id: carriers.id });
    if (!row) throw new HttpError(404, messages.notFound.carrier);
    await revokeAllSessions(tx, 'Carrier', id);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'carrier',
      entityId: id,
      before: {},
      after: { passwordChanged: true },
    });
    return getCarrier(tx, id);
  });
}

/**
 * Deletes a carrier account and ends its sessions; an account with loans is retired instead
 * (it can no longer sign in, its loans and payments stay readable).
 */
export async function deleteCarrier(db: Db, actor: number, id: number): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: carriers.id })
      .from(carriers)
      .where(and(eq(carriers.id, id), listed))
      .for('update');
    if (!row) throw new HttpError(404, messages.notFound.carrier);
    const before = await getCarrier(tx, id);
    await revokeAllSessions(tx, 'Carrier', id);
    const [history] = await tx.select({ n: count() }).from(loans).where(eq(loans.carrierId, id));
    if ((history?.n ?? 0) > 0) {
      await tx.update(carriers).set({ retiredAt: new Date() }).where(eq(carriers.id, id));
      await recordAudit(tx, actor, { action: 'retire', entity: 'carrier', entityId: id, before });
      return { message: messages.retired.carrier, outcome: 'retired' as const };
    }
    await tx.delete(carriers).where(eq(carriers.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'carrier', entityId: id, before });
    return { message: messages.carrierDeleted, outcome: 'deleted' as const };
  });
}
