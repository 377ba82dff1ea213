import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEED_PASSWORD,
  portfolioStats,
  seedScale,
  targetsFor,
  verifySeed,
  type SqlRunner,
} from '../src/db/seed-scale';
import { hashPassword } from '../src/modules/accounts/passwords';
import { freshDatabase, rawSql } from './helper';

// A tiny national portfolio (0.1 % of it) on the engine this run tests: the domain rules hold
// and the same arguments give the same data.
const fraction = 0.001;
const anchor = '2026-06-30';
const timeZone = 'America/Caracas';

let db: SqlRunner;
let close: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  const raw = await rawSql(fresh);
  db = raw.runner;
  close = async () => {
    await raw.close();
    await fresh.database.close();
    await fresh.drop();
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
