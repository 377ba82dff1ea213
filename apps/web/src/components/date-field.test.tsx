import { dateField, messages, pastDateField } from '@app/domain';
import { act } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from '../lib/schema-resolver';
import { renderInApp } from '../test/render';
import { leave, typeInto } from '../test/type-into';
import { DateField } from './date-field';

const anyDay = z.object({ date: dateField() });
const pastDay = z.object({ date: pastDateField() });
type Values = { date: string };

const onSubmit = vi.fn();
let container: HTMLElement;

/** A real form as the app builds them: a shared schema, onTouched, one DateField. */
function DateForm({ schema, date }: { schema: typeof anyDay; date?: string }) {
  const form = useForm<Values>({
    resolver: schemaResolver(schema),
    mode: 'onTouched',
    defaultValues: { date: date ?? '' },
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <DateField control={form.control} name="date" label="Fecha" />
    </form>
  );
}

async function render(schema: typeof anyDay = anyDay, date?: string) {
  ({ container } = await renderInApp(<DateForm schema={schema} date={date} />));
}

const input = () => container.querySelector<HTMLInputElement>('input[name="date"]')!;
const error = () => document.getElementById(`${input().id}-error`)?.textContent ?? '';
const submit = () => act(async () => container.querySelector('form')!.requestSubmit());
const submitted = () => (onSubmit.mock.calls[0]?.[0] as Values | undefined)?.date;

/** One key at a time, as a phone's keypad sends them. */
async function typeKeys(keys: string) {
  for (const key of keys) await typeInto(input(), input().value + key);
}

/** Backspace with the caret right after `caret` characters of the shown text. */
async function backspaceAt(caret: number) {
  const field = input();
  const text = field.value;
  await act(async () => {
    field.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
      field,
      text.slice(0, caret - 1) + text.slice(caret),
    );
    field.setSelectionRange(caret - 1, caret - 1);
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
  });
}

beforeEach(() => {
  onSubmit.mockClear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T16:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('a date field typed dd/mm/aaaa (issue 16)', () => {
  it('is a numeric text field with the dd/mm/aaaa placeholder, not a browser date widget', async () => {
    await render();
    expect(input().type).toBe('text');
    expect(input().inputMode).toBe('numeric');
    expect(input().autocomplete).toBe('off');
    expect(input().placeholder).toBe('dd/mm/aaaa');
  });

  it('puts the slashes in as the digits come and sends the day as YYYY-MM-DD', async () => {
    await render();
    await typeKeys('05');
    expect(input().value).toBe('05');
    await typeKeys('0');
    expect(input().value).toBe('05/0');
    await typeKeys('32026');
    expect(input().value).toBe('05/03/2026');
    await typeKeys('7');
    expect(input().value).toBe('05/03/2026');
    await submit();
    expect(submitted()).toBe('2026-03-05');
  });

  it("takes a pasted '26/11/2026' as it is", async () => {
    await render();
    await typeInto(input(), '26/11/2026');
    expect(input().value).toBe('26/11/2026');
    await submit();
    expect(submitted()).toBe('2026-11-26');
  });

  it('shows a day the form already holds as dd/mm/aaaa', async () => {
    await render(anyDay, '1985-09-12');
    expect(input().value).toBe('12/09/1985');
  });

  it('backspace over a slash takes the digit before it, so the key never seems dead', async () => {
    await render();
    await typeKeys('0503');
    expect(input().value).toBe('05/03');
    await backspaceAt(3);
    expect(input().value).toBe('00/3');
    await backspaceAt(4);
    expect(input().value).toBe('00');
  });

  it('asks for the whole date when it was left half typed, and sends nothing', async () => {
    await render(pastDay);
    await typeKeys('050320');
    await leave(input());
    expect(error()).toBe(messages.dayFault.incomplete);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses 31/02/2026 with a Spanish message instead of sending it', async () => {
    await render(pastDay);
    await typeKeys('31022026');
    await leave(input());
    expect(error()).toBe(messages.dayFault.invalid);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps the spec's message for a day after today", async () => {
    await render(pastDay);
    await typeKeys('27112026');
    await leave(input());
    expect(error()).toBe(messages.notAfterToday);
  });
});
