import { eq } from 'drizzle-orm';
import { type Payment, type PaymentsQuery, type SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, payments } from '../../db/schema';
import { withCarrierPerson } from '../carriers';
import { startsWith } from '../../lib/starts-with';
import {
  exactCount,
  pageRows,
  readCarrierList,
  readLinedList,
  type ListDefinition,
  literalLimit,
  enumIs,
} from '../../lib/list-query';
import { summarizedCount } from '../../lib/list-summary';
import type { Principal } from '../../lib/principal';
import { selectPayments, toPayment } from './payment-rows';

const from = withCarrierPerson(payments, payments.carrierId);

/** Reported payments: payment date, cédula and status together, newest first unless asked. */
export const paymentsList: ListDefinition<PaymentsQuery, SortKey<'payments'>, Payment> = {
  filters: {
    date: (day) => eq(payments.date, day),
    dni: (dni) => startsWith(affiliates.dni, dni),
    status: (status) => enumIs(payments.status, status),
  },
  sorts: { created: payments.createdAt, date: payments.date, amount: payments.amountBs },
  tiebreak: payments.id,
  line: payments.organizationId,
  // A day holds ~1 000 payments: sorted from those, not found along the amount index.
  narrowing: ['date'],
  from,
  rows: async (db, where, orderBy, window, count) =>
    pageRows(
      await selectPayments(db, count)
        .where(where)
        .orderBy(...orderBy)
        .limit(literalLimit(window.limit))
        .offset(window.offset),
      toPayment,
    ),
  count: summarizedCount({ list: 'payments', day: 'date', a: 'status', b: 'organization' }, (where, active) =>
    exactCount(from(active), where),
  ),
};

export const listPayments = (db: Db, q: PaymentsQuery, principal: Principal) =>
  readLinedList(db, paymentsList, q, principal);

/** A carrier's payments: its own whatever it asks for; an administrator names the carrier. */
export const listCarrierPayments = (
  db: Db,
  principal: Principal,
  q: { limit: number; offset: number; carrier?: number },
) => readCarrierList(db, paymentsList, payments.carrierId, principal, q);
