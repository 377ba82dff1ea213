import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from './schema';
import { accounts, affiliates, carriers, payments } from './schema';
import { cacheSelections } from './selection-cache';

// Never connects: only the statements' text and parameters are compared.
const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
afterAll(() => pool.end());
const plain = drizzle({ client: pool, schema });
const cached = drizzle({ client: pool, schema });
cacheSelections(cached);

type Build = (db: typeof plain) => { toSQL(): { sql: string; params: unknown[] } };
const parent = alias(accounts, 'parent');
const statements: Record<string, Build> = {
  'tables, joins and an expression': (db) =>
    db
      .select({ p: payments, dni: affiliates.dni, n: sql<number>`count(*) over ()`, k: sql`${7}::int` })
      .from(payments)
      .innerJoin(carriers, eq(carriers.id, payments.carrierId))
      .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
      .where(eq(payments.id, 3))
      .limit(20),
  'one table, its columns unqualified': (db) =>
    db.select().from(payments).where(eq(payments.status, 'Pendiente')),
  'an expression between columns': (db) =>
    db
      .select({ id: payments.id, twice: sql`${payments.amountBs} * ${2}`, date: payments.date })
      .from(payments),
  "an alias's columns": (db) =>
    db
      .select({ id: accounts.id, parent: parent.id })
      .from(accounts)
      .leftJoin(parent, eq(parent.id, accounts.id)),
  returning: (db) => db.update(payments).set({ status: 'Aprobado' }).where(eq(payments.id, 1)).returning(),
};

describe('cached selections', () => {
  it.each(Object.entries(statements))('writes %s as drizzle does', (_, build) => {
    for (let round = 0; round < 3; round++) expect(build(cached).toSQL()).toEqual(build(plain).toSQL());
  });
});
