import { describe, expect, it } from 'vitest';
import { createIncomeBody } from './servicing';

describe('income form', () => {
  it('asks for the fund and credit details at once, even while other fields are wrong', () => {
    const r = createIncomeBody.safeParse({
      date: '',
      reasonForAdmission: '',
      incomeAmountBs: 0,
      isFund: true,
      isCredit: true,
    });
    const fields = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(fields).toMatchObject({
      'responsible.firstNames': 'Requerido',
      'responsible.lastNames': 'Requerido',
      origin: 'Requerido',
      carrier: 'Requerido',
      reasonForAdmission: 'Requerido.',
    });
  });

  it('needs nothing more without the checkboxes', () => {
    expect(
      createIncomeBody.safeParse({ date: '2020-01-01', reasonForAdmission: 'Venta', incomeAmountBs: 10 })
        .success,
    ).toBe(true);
  });
});
