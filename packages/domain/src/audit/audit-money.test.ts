import { describe, expect, it } from 'vitest';
import { auditMoneyText } from './audit-money';

describe("the money of an audit entry, as a loan's history shows it", () => {
  it('reads the Bs and ₽ each kind of record keeps, with their fixed decimals', () => {
    expect(
      auditMoneyText({
        entity: 'payment',
        after: { status: 'Aprobado', amountBs: 88603.88, amountInPetro: 17.0357, voucherCode: '1234' },
      }),
    ).toBe('88.603,88 Bs · 17,0357 ₽');
    expect(
      auditMoneyText({ entity: 'income', after: { incomeAmountBs: 200, incomeAmount: 5, isCredit: true } }),
    ).toBe('200,00 Bs · 5,0000 ₽');
    expect(
      auditMoneyText({
        entity: 'credit-request',
        after: { status: 'Aprobado', amountBs: 4000, amountAwarded: 100 },
      }),
    ).toBe('4.000,00 Bs · 100,0000 ₽');
    expect(auditMoneyText({ entity: 'loan', after: { status: 'Castigado', balance: 35.43 } })).toBe(
      '35,4300 ₽',
    );
  });

  it("says '—' where the entry moved no money", () => {
    expect(auditMoneyText({ entity: 'credit-request', after: { status: 'Rechazado' } })).toBe('—');
    expect(auditMoneyText({ entity: 'organization', after: { name: 'Cooperativa' } })).toBe('—');
    expect(auditMoneyText({ entity: 'payment', after: null })).toBe('—');
  });
});
