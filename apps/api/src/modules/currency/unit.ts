import { sql } from 'drizzle-orm';
import { isUnitCode, setReferenceUnit, type ReferenceUnit } from '@app/domain';
import type { Db, Rows, Tx } from '../../db/client';

/**
 * Money writes hold this lock shared and a change of unit holds it alone: a write that began
 * before a change finishes before it starts, and one that begins during it waits and then reads
 * the new unit and rates (decision 33).
 */
export const UNIT_LOCK = 29_000_001;

/** The unit a stored code names, recorded for every text this process writes. */
const unitOf = (code: string | undefined): ReferenceUnit =>
  // A database migrated before issue 29 has no row yet only until 0028 runs: petro, as before.
  setReferenceUnit(isUnitCode(code) ? code : 'PTR');

/** The unit in force, read from the database and recorded for every text this process writes. */
export async function readUnit(db: Db | Tx): Promise<ReferenceUnit> {
  const { rows } = (await db.execute(
    sql`select value from app_settings where key = 'currency'`,
  )) as unknown as Rows<{ value: string }>;
  return unitOf(rows[0]?.value);
}

/**
 * First statement of every transaction that writes money: waits out a change of unit, then reads the
 * unit, in one statement (hold_unit, migration 0039, reads after the lock is granted).
 */
export async function holdUnit(tx: Tx): Promise<ReferenceUnit> {
  const { rows } = (await tx.execute(sql`select hold_unit(${UNIT_LOCK}) as value`)) as unknown as Rows<{
    value: string | null;
  }>;
  return unitOf(rows[0]?.value ?? undefined);
}

/** How long a process trusts the unit it read before reading it again: another server may have changed it. */
const FRESH_MS = 1000;
let readAt = 0;
let reading: Promise<unknown> | null = null;

/**
 * Keeps this process's unit at most a second old for the texts requests write (files, PDFs, pages):
 * one read a second at most, shared by the requests of that second. A database that does not answer
 * leaves the last unit in force (the request then meets the fault itself, if it needs the database).
 */
export async function keepUnitFresh(db: Db): Promise<void> {
  if (Date.now() - readAt < FRESH_MS) return;
  reading ??= readUnit(db)
    .then(() => {
      readAt = Date.now();
    })
    .catch(() => {})
    .finally(() => {
      reading = null;
    });
  await reading;
}

/** After this process changed the unit itself: no second of the old one. */
export function unitReadNow(): void {
  readAt = Date.now();
}
