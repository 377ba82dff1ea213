import { NO_VALUE, bsText, unitText } from '../format';
import type { AuditEntry } from '../schemas/audit';

type Snapshot = NonNullable<AuditEntry['after']>;

/** Where each kind of record keeps, in its snapshot, the Bs and the ₽ it moved. */
const MONEY_KEYS: Partial<Record<AuditEntry['entity'], { bs?: string; petro: string }>> = {
  payment: { bs: 'amountBs', petro: 'amountInPetro' },
  income: { bs: 'incomeAmountBs', petro: 'incomeAmount' },
  expense: { bs: 'incomeAmountInBs', petro: 'incomeAmountInPetro' },
  // An approved request is the disbursement: the Bs granted and its ₽.
  'credit-request': { bs: 'amountBs', petro: 'amountAwarded' },
  // A reschedule or a write-off: the balance it dealt with.
  loan: { petro: 'balance' },
};

const amountIn = (snapshot: Snapshot | null, key: string | undefined) => {
  const value = key === undefined ? undefined : snapshot?.[key];
  return typeof value === 'number' ? value : null;
};

/**
 * The money an entry is about, as the record kept it ('400,00 Bs · 10,0000 ₽'), for the screens
 * that follow a loan's money; '—' for an entry that moved none (a rejected request).
 */
export function auditMoneyText({ entity, after }: Pick<AuditEntry, 'entity' | 'after'>): string {
  const keys = MONEY_KEYS[entity];
  const bs = amountIn(after, keys?.bs);
  const petro = amountIn(after, keys?.petro);
  const parts = [bs === null ? null : bsText(bs), petro === null ? null : unitText(petro)];
  return parts.filter((p) => p !== null).join(' · ') || NO_VALUE;
}
