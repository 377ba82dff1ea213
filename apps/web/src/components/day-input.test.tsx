import { messages } from '@app/domain';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render';
import { leave, typeInto } from '../test/type-into';
import { DayInput } from './day-input';

const onChange = vi.fn();
let container: HTMLElement;

async function render(value = '') {
  ({ container } = await renderInApp(<DayInput label="Fecha" value={value} onChange={onChange} />));
}

const input = () => container.querySelector<HTMLInputElement>('input')!;
const error = () => document.getElementById(`${input().id}-error`)?.textContent ?? '';

beforeEach(() => onChange.mockClear());

describe('a list filter day typed dd/mm/aaaa (issue 16)', () => {
  it('shows the filter day as dd/mm/aaaa', async () => {
    await render('2026-03-05');
    expect(input().value).toBe('05/03/2026');
  });

  it('filters only by a whole, real date, sent as YYYY-MM-DD', async () => {
    await render();
    await typeInto(input(), '05/03/20');
    expect(onChange).not.toHaveBeenCalled();
    await typeInto(input(), '05/03/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05');
  });

  it('says what is wrong once the field is left, and does not filter by it', async () => {
    await render();
    await typeInto(input(), '05/03');
    expect(error()).toBe('');
    await leave(input());
    expect(error()).toBe(messages.dayFault.incomplete);
    await typeInto(input(), '31/02/2026');
    await leave(input());
    expect(error()).toBe(messages.dayFault.invalid);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the filter with the ✕', async () => {
    await render('2026-03-05');
    await act(async () =>
      container.querySelector<HTMLButtonElement>('button[aria-label="Quitar el filtro Fecha"]')!.click(),
    );
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input().value).toBe('');
  });
});
