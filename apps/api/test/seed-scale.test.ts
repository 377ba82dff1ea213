import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import {
  SEED_PASSWORD,
  portfolioStats,
  seedScale,
  targetsFor,
  verifySeed,
  type SqlRunner,
} from '../src/db/seed-scale';
import { openPglite } from '../src/db/client';
import { hashPassword } from '../src/modules/accounts/passwords';
import { withDatabase } from './global-setup';

// A tiny national portfolio (0.1 % of it) on the engine this run tests: the domain rules hold
// and the same arguments give the same data.
const fraction = 0.001;
const anchor = '2026-06-30';
const timeZone = 'America/Caracas';

let db: SqlRunner;
let close: () => Promise<void>;

beforeAll(async () => {
  if (inject('dbKind') === 'pglite') {
    const client = await openPglite(undefined, {
      loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
    });
    db = {
      kind: 'pglite',
      query: async (sql) => {
        const r = await client.query<Record<string, unknown>>(sql);
        return { rows: r.rows, affected: r.affectedRows ?? 0 };
      },
    };
    close = () => client.close();
    return;
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `seed_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
  const client = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
  await client.connect();
  db = {
    kind: 'postgres',
    query: async (sql) => {
      const r = await client.query(sql);
      return { rows: r.rows, affected: r.rowCount ?? 0 };
    },
  };
  close = async () => {
    await client.end();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
});

afterAll(() => close?.());

const options = async (force: boolean) => ({
  fraction,
  anchor,
  timeZone,
  passwordHash: await hashPassword(SEED_PASSWORD),
  force,
});

/** A digest of the money tables, to compare two seedings. */
const fingerprint = async () =>
  (
    await db.query(`select
      (select md5(string_agg(concat_ws('|', id, carrier_id, date, amount_pay, paid_total, paid_bs, fee_paid, status), ','
        order by id)) from loans)
      || (select md5(string_agg(concat_ws('|', id, loan_id, amount_bs, amount_petro, voucher_code, status, created_at), ','
        order by id)) from payments)
      || (select md5(string_agg(concat_ws('|', id, at, action, entity, entity_id, after), ',' order by id)) from audit_log)
      as digest`)
  ).rows[0]!.digest;

describe('seed:scale', () => {
  it('fills every table to its target, consistent with the domain rules', async () => {
    await seedScale(db, await options(false));
    for (const check of await verifySeed(db, anchor, timeZone)) {
      expect({ check: check.name, mismatches: check.mismatches }).toEqual({
        check: check.name,
        mismatches: 0,
      });
    }
    const stats = await portfolioStats(db, anchor);
    const target = targetsFor(fraction);
    expect(stats).toMatchObject({
      organizations: 20,
      affiliates: target.affiliates,
      carriers: target.affiliates,
      loans: target.loans,
      requests: target.requests,
      payments: target.payments,
      incomes: target.incomes,
      expenses: target.expenses,
      audit_log: target.audit,
    });
    expect(stats.loans_paid).toBeGreaterThan(Number(stats.loans_unpaid));
    expect(stats.loans_in_mora).toBeGreaterThan(0);
    for (const status of ['approved', 'rejected', 'pending'])
      expect(stats[`payments_${status}`]).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a database with data, and with --force makes the same data again', async () => {
    const before = await fingerprint();
    await expect(seedScale(db, await options(false))).rejects.toThrow(/--force/);
    await seedScale(db, await options(true));
    expect(await fingerprint()).toBe(before);
    const trigger = await db.query(`select tgenabled from pg_trigger where tgname = 'audit_log_no_truncate'`);
    expect(trigger.rows[0]?.tgenabled).toBe('O');
  }, 120_000);
});
