import { sql, type SQL } from 'drizzle-orm';
import type { AuthorizationAction, AuthorizationStatus } from '@app/domain';
import { authorizations } from '../../db/schema';

/** Before this moment a waiting operation has lapsed (AUTHORIZATION_EXPIRY_DAYS). */
export const lapsedBefore = (days: number) => sql`now() - make_interval(days => ${days})`;

/** The status a row shows, by the database's clock: a Pendiente past its days is Vencida. */
export const statusOf = (days: number) => sql<AuthorizationStatus>`case
  when ${authorizations.status} = 'Pendiente' and ${authorizations.createdAt} <= ${lapsedBefore(days)} then 'Vencida'
  else ${authorizations.status} end`;

/** Each status as rows, written over the status index's leading column. */
export const statusIs = (days: number): Record<AuthorizationStatus, SQL> => ({
  Pendiente: sql`${authorizations.status} = 'Pendiente' and ${authorizations.createdAt} > ${lapsedBefore(days)}`,
  Vencida: sql`(${authorizations.status} = 'Vencida' or (${authorizations.status} = 'Pendiente' and ${authorizations.createdAt} <= ${lapsedBefore(days)}))`,
  Autorizada: sql`${authorizations.status} = 'Autorizada'`,
  Rechazada: sql`${authorizations.status} = 'Rechazada'`,
});

type Row = typeof authorizations.$inferSelect;

/** A row as the list shows it, with the status computed for it. */
export const toAuthorization = (r: Row & { shown: AuthorizationStatus }, days: number) => ({
  id: r.id,
  action: r.action as AuthorizationAction,
  status: r.shown,
  entityId: r.entityId,
  carrier: r.carrierName,
  amount: r.amount === null ? null : Number(r.amount),
  summary: r.summary,
  maker: r.makerName,
  requestedAt: r.createdAt.toISOString(),
  expiresAt: new Date(r.createdAt.getTime() + days * 86_400_000).toISOString(),
  checker: r.checkerName,
  decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  reason: r.reason,
});
