import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { affiliates, carriers } from '../../db/schema';
import { joinedFor, type From } from '../../lib/list-query';

/** Who a row is about, as the lists show it (name and cédula), for a select joining carriers to affiliates. */
export const carrierPersonColumns = {
  id: carriers.id,
  firstNames: affiliates.firstNames,
  lastNames: affiliates.lastNames,
  dni: affiliates.dni,
};

/** A list's `from` (list-query): its table, joined to the carrier's affiliate for a cédula filter. */
export const withCarrierPerson = (table: PgTable, carrierId: AnyPgColumn): From =>
  joinedFor(
    table,
    sql`left join ${carriers} on ${carriers.id} = ${carrierId}
      left join ${affiliates} on ${affiliates.id} = ${carriers.affiliateId}`,
    ['dni'],
  );
