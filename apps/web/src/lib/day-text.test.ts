import { describe, expect, it } from 'vitest';
import { caretAfterDigits, dayTextToValue, editDayText, maskDayText, valueToDayText } from './day-text';

describe('dd/mm/aaaa text', () => {
  it.each([
    ['0', '0'],
    ['05', '05'],
    ['053', '05/3'],
    ['0503', '05/03'],
    ['05032026', '05/03/2026'],
    ['050320261', '05/03/2026'],
    ['5/', '05'],
    ['5/3/2026', '05/03/2026'],
    ['26/11/2026', '26/11/2026'],
    ['26-11-2026', '26/11/2026'],
    ['2026-03-05', '05/03/2026'],
    ['ab12c', '12'],
  ])("masks '%s' as '%s'", (typed, shown) => {
    expect(maskDayText(typed)).toBe(shown);
  });

  it('holds ISO once whole, the text until then, and shows ISO as dd/mm/aaaa', () => {
    expect(dayTextToValue('05/03/2026')).toBe('2026-03-05');
    expect(dayTextToValue('31/02/2026')).toBe('2026-02-31');
    expect(dayTextToValue('05/03/20')).toBe('05/03/20');
    expect(dayTextToValue('')).toBe('');
    expect(valueToDayText('2026-03-05')).toBe('05/03/2026');
    expect(valueToDayText('05/03/20')).toBe('05/03/20');
    expect(valueToDayText(undefined)).toBe('');
  });

  it('takes the digit before a slash deleted by backspace, the one after by delete', () => {
    expect(editDayText('05/03', '0503', 2)).toBe('00/3');
    expect(editDayText('05/03', '0503', 2, true)).toBe('05/3');
    expect(editDayText('05/03', '05/0', 4)).toBe('05/0');
  });

  it('keeps the caret after the same digit', () => {
    expect(caretAfterDigits('05/03/2026', 2)).toBe(2);
    expect(caretAfterDigits('05/03/2026', 3)).toBe(4);
    expect(caretAfterDigits('05/03/2026', 0)).toBe(0);
    expect(caretAfterDigits('05/3', 9)).toBe(4);
  });
});
