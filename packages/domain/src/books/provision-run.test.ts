import { describe, expect, it } from 'vitest';
import { isBooksPastDue, booksPastDueFrom } from './reclassification';
import { lastDayOf, monthBefore, provisionLines } from './provision-run';

const shown = (lines: ReturnType<typeof provisionLines>) =>
  lines.map((l) => [
    l.kind,
    l.debitBs?.toFixed(2) ?? '-',
    l.creditBs?.toFixed(2) ?? '-',
    l.unitAmount.toFixed(),
  ]);

describe('the month-end provision entry', () => {
  it('charges an increase to expense and a release back to it', () => {
    expect(shown(provisionLines('1.8', '180'))).toEqual([
      ['provisionExpense', '180.00', '-', '1.8'],
      ['provisionAllowance', '-', '180.00', '1.8'],
    ]);
    expect(shown(provisionLines('-3.3', '-330'))).toEqual([
      ['provisionAllowance', '330.00', '-', '3.3'],
      ['provisionExpense', '-', '330.00', '3.3'],
    ]);
  });

  it('lets the Bs decide the side, and posts a unit moving the other way on lines of 0,00 Bs', () => {
    expect(shown(provisionLines('-0.1', '5'))).toEqual([
      ['provisionExpense', '5.00', '-', '0'],
      ['provisionAllowance', '-', '5.00', '0'],
      ['provisionAllowance', '0.00', '-', '0.1'],
      ['provisionExpense', '-', '0.00', '0.1'],
    ]);
    expect(shown(provisionLines('0.5', '0'))).toEqual([
      ['provisionExpense', '0.00', '-', '0.5'],
      ['provisionAllowance', '-', '0.00', '0.5'],
    ]);
    expect(provisionLines('0', '0')).toEqual([]);
  });

  it('dates the month by its last day, leap years and December included', () => {
    expect([lastDayOf('2028-02'), lastDayOf('2026-12'), monthBefore('2027-01')]).toEqual([
      '2028-02-29',
      '2026-12-31',
      '2026-12',
    ]);
  });
});

describe('past due in the books', () => {
  it('starts the day the oldest unpaid installment is more than 30 days late', () => {
    expect(booksPastDueFrom('2026-10-01')).toBe('2026-11-01');
    expect(isBooksPastDue('2026-10-01', '2026-10-31')).toBe(false);
    expect(isBooksPastDue('2026-10-01', '2026-11-01')).toBe(true);
    expect(isBooksPastDue(null, '2026-11-01')).toBe(false);
  });
});
