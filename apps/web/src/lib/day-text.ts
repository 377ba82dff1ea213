/**
 * A date field typed and shown dd/mm/aaaa whatever the browser's language, while the form holds
 * 'YYYY-MM-DD' (what the API and the shared schemas take). Until the date is whole the form holds
 * the text as typed, so the schema answers 'Escriba la fecha completa' instead of sending garbage.
 */

import { isCalendarDate } from '@app/domain';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The digits a person typed or pasted, with the slashes put back: '05032026' → '05/03/2026'. */
export function maskDayText(text: string): string {
  const iso = ISO_DAY.exec(text.trim());
  // A pasted ISO day ('2026-03-05') is read as the date it is, not as eight digits.
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const parts = text.split('/');
  let digits = '';
  parts.forEach((part, i) => {
    const d = part.replace(/\D/g, '');
    // A slash typed after one day or month digit closes that field: '5/' means '05/'.
    const closed = i < parts.length - 1 && d.length === 1 && (digits.length === 0 || digits.length === 2);
    digits += closed ? `0${d}` : d;
  });
  digits = digits.slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/**
 * Why a non-empty form value is not a day, as the shared schemas say it: not yet 'YYYY-MM-DD' (the
 * field is half typed) or missing from the calendar (31/02). Without zod, for a list's date filter.
 */
export function dayFault(value: string): 'incomplete' | 'invalid' | undefined {
  if (!ISO_DAY.test(value)) return 'incomplete';
  return isCalendarDate(value) ? undefined : 'invalid';
}

/** What the form holds for the text shown: '' when empty, 'YYYY-MM-DD' once whole, the text until then. */
export function dayTextToValue(text: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : text;
}

/** The text shown for the form's value: dd/mm/aaaa for a whole date, the partial text as it is. */
export function valueToDayText(value: string | null | undefined): string {
  if (!value) return '';
  const iso = ISO_DAY.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/**
 * The text after an edit of the field, masked. Deleting a slash alone would change nothing (the
 * mask puts it back), so the digit beside it goes too: the key never seems dead.
 */
export function editDayText(before: string, typed: string, caret: number, forward = false): string {
  const masked = maskDayText(typed);
  if (masked !== before || typed.length >= before.length) return masked;
  const at = forward ? caret : caret - 1;
  return at < 0 ? masked : maskDayText(typed.slice(0, at) + typed.slice(at + 1));
}

/** Where the caret goes in masked text to sit after the same number of digits as in the typed text. */
export function caretAfterDigits(masked: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return masked.length;
}
