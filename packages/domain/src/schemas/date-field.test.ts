import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { dateField, pastDateField } from './fields';

// "Today" is 26 November 2026 in Caracas.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T16:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const messageOf = (schema: ReturnType<typeof dateField>, value: string) =>
  schema.safeParse(value).error?.issues.map((i) => i.message);

describe('dateField', () => {
  it('takes a calendar day written YYYY-MM-DD', () => {
    expect(dateField().safeParse('2026-03-05').success).toBe(true);
  });

  it('refuses what a dd/mm/aaaa field holds while half typed (the field words it as unfinished)', () => {
    for (const typed of ['0', '05', '05/0', '05/03', '05/03/202'])
      expect(messageOf(dateField(), typed), typed).toEqual([messages.dayFault.invalid]);
  });

  it('rejects a day the calendar lacks with one message', () => {
    expect(messageOf(pastDateField(), '2026-02-31')?.[0]).toBe(messages.dayFault.invalid);
    expect(messageOf(dateField(), '2026-13-01')).toEqual([messages.dayFault.invalid]);
  });

  it('keeps the required and not-after-today messages', () => {
    expect(messageOf(pastDateField(), '')?.[0]).toBe(messages.requiredDot);
    expect(messageOf(pastDateField(), '2026-11-27')).toEqual([messages.notAfterToday]);
  });
});
