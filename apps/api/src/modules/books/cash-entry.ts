import type { DecimalInput, JournalSource, MovementKind } from '@app/domain';
import type { Tx } from '../../db/client';
import { postEntry } from '../journal';

/** Money an administrator records with no loan: the row it records, its Bs as entered and its unit amount. */
export interface CashMovement {
  source: Extract<JournalSource, 'income' | 'fund' | 'expense'>;
  sourceId: number;
  date: string;
  reasonForAdmission: string;
  amountBs: DecimalInput;
  amountPetro: DecimalInput;
}

/** What the cash moves against: an income or a fund is money in, an expense money out. */
const against: Record<CashMovement['source'], { kind: MovementKind; moneyIn: boolean }> = {
  income: { kind: 'otherIncome', moneyIn: true },
  fund: { kind: 'fund', moneyIn: true },
  expense: { kind: 'expense', moneyIn: false },
};

/** Its journal entry, in the movement's own transaction: cash against one account, both at the entered Bs, debit first. */
export function postCashMovement(tx: Tx, m: CashMovement) {
  const other = against[m.source];
  const debit = { debitBs: m.amountBs, unitAmount: m.amountPetro };
  const credit = { creditBs: m.amountBs, unitAmount: m.amountPetro };
  return postEntry(tx, {
    date: m.date,
    source: m.source,
    sourceId: m.sourceId,
    description: m.reasonForAdmission,
    lines: other.moneyIn
      ? [
          { kind: 'cash', ...debit },
          { kind: other.kind, ...credit },
        ]
      : [
          { kind: other.kind, ...debit },
          { kind: 'cash', ...credit },
        ],
  });
}
