import {
  Decimal,
  PROVISION_BUCKETS,
  provisionBucketLabels,
  toJsonNumber,
  type ProvisionRateItem,
  type ProvisionRatesBody,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { provisionRates } from '../../db/schema';
import { recordAudit } from '../audit';
import { provisionPercentages } from '../journal';

async function readRates(db: Db | Tx): Promise<ProvisionRateItem[]> {
  const percent = await provisionPercentages(db);
  return PROVISION_BUCKETS.map(({ bucket }) => ({
    bucket,
    label: provisionBucketLabels[bucket],
    percent: toJsonNumber(percent[bucket]),
  }));
}

/** The provision's percentage per bucket, in the buckets' order. */
export const getProvisionRates = (db: Db) => readRates(db);

/** Replaces every bucket's percentage (the next month-end provision uses them), audited with what changed. */
export function putProvisionRates(
  db: Db,
  actor: number,
  body: ProvisionRatesBody,
): Promise<ProvisionRateItem[]> {
  return db.transaction(async (tx) => {
    const before = await provisionPercentages(tx);
    for (const { bucket } of PROVISION_BUCKETS) {
      const percent = new Decimal(body[bucket]).toFixed(2);
      await tx
        .insert(provisionRates)
        .values({ bucket, percent })
        .onConflictDoUpdate({ target: provisionRates.bucket, set: { percent } });
    }
    const after = await provisionPercentages(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'provision-rates',
      entityId: null,
      before: Object.fromEntries(Object.entries(before).map(([b, p]) => [b, toJsonNumber(p)])),
      after: Object.fromEntries(Object.entries(after).map(([b, p]) => [b, toJsonNumber(p)])),
    });
    return readRates(tx);
  });
}
