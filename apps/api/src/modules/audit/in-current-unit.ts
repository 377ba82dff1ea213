import { sql } from 'drizzle-orm';
import { Decimal, convertAmount, toJsonNumber, type AuditEntity, type AuditEntry } from '@app/domain';
import type { Db, Rows } from '../../db/client';

/** Snapshot fields in the reference unit, on any kind of record. */
const UNIT_FIELDS = new Set([
  'amountInPetro',
  'amountPetro',
  'incomeAmountInPetro',
  'amountAwarded',
  'amountPay',
  'totalPayFees',
  'balance',
  'writtenOffBalance',
  'payoffPetro',
]);
/** Fields that mean the unit or a rate only on one kind of record. */
const ENTITY_FIELDS: Partial<Record<AuditEntity, { unit?: string[]; rate?: string[] }>> = {
  income: { unit: ['incomeAmount'] },
  price: { rate: ['amount'] },
};

type Snapshot = AuditEntry['after'];

function convert(entity: AuditEntity, snapshot: Snapshot, factor: Decimal): Snapshot {
  if (!snapshot) return snapshot;
  const own = ENTITY_FIELDS[entity];
  const out: NonNullable<Snapshot> = { ...snapshot };
  for (const [key, value] of Object.entries(snapshot)) {
    if (typeof value !== 'number') continue;
    if (UNIT_FIELDS.has(key) || own?.unit?.includes(key))
      out[key] = toJsonNumber(convertAmount(value, factor));
    else if (key === 'rate' || own?.rate?.includes(key)) out[key] = new Decimal(value).div(factor).toNumber();
  }
  return out;
}

/**
 * Entries recorded before a change of unit, read in today's unit: their amounts × the factors of
 * every change since, their rates ÷ them (decision 33). The changes' own entries say both units
 * and stay as written. One read of a table of a handful of rows.
 */
export async function inCurrentUnit(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  if (!entries.length) return entries;
  const { rows } = (await db.execute(
    sql`select changed_at as "changedAt", factor::text as factor from currency_changes order by changed_at, id`,
  )) as unknown as Rows<{ changedAt: Date | string; factor: string }>;
  if (!rows.length) return entries;
  const changes = rows.map((r) => ({
    at: new Date(r.changedAt).toISOString(),
    factor: new Decimal(r.factor),
  }));
  return entries.map((e) => {
    if (e.entity === 'currency') return e;
    const factor = changes.filter((c) => c.at > e.at).reduce((f, c) => f.mul(c.factor), new Decimal(1));
    if (factor.eq(1)) return e;
    return { ...e, before: convert(e.entity, e.before, factor), after: convert(e.entity, e.after, factor) };
  });
}
