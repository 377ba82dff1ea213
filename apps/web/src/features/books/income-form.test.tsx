import type { CreateIncomeBody } from '@app/domain';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { IncomeForm } from './income-form';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
// No carrier is searched here: the picker gets an empty list.
vi.mock('./search-carriers', () => ({
  useCarrierSearch: () => ({ data: [], isFetching: false }),
}));

let container: HTMLElement;

async function render(onSubmit: (body: CreateIncomeBody) => Promise<unknown>) {
  ({ container } = await renderInApp(<IncomeForm onSubmit={onSubmit} />, { route: '/', queries: true }));
}

const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** Types as a user would: React listens to the native input event. */
async function type(name: string, value: string) {
  await act(async () => {
    const field = input(name);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const click = (name: string) => act(async () => input(name).click());
const submit = () => act(async () => container.querySelector('form')!.requestSubmit());

async function fillBase() {
  await type('date', '2026-01-15');
  await type('reasonForAdmission', 'Aporte de socios');
  await type('incomeAmountBs', '1.250,50');
}

describe('income form', () => {
  it("'Registro de fondo' reveals who brought the money and from where, each 'Requerido'", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await render(onSubmit);
    expect(input('origin')).toBeNull();
    await fillBase();
    await click('isFund');
    await submit();
    await vi.waitFor(() => expect(container.textContent?.match(/Requerido/g)).toHaveLength(3));
    expect(input('responsible.firstNames').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("'Registro de crédito' needs a carrier", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await render(onSubmit);
    await fillBase();
    await click('isCredit');
    await submit();
    await vi.waitFor(() => expect(container.textContent).toContain('Requerido'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not send what an unchecked box hides', async () => {
    const onSubmit = vi.fn((_body: CreateIncomeBody) => Promise.resolve());
    await render(onSubmit);
    await fillBase();
    await click('isFund');
    await type('responsible.firstNames', 'Rosa');
    await type('origin', 'Caja chica');
    await click('isFund');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual(
      expect.objectContaining({
        date: '2026-01-15',
        reasonForAdmission: 'Aporte de socios',
        incomeAmountBs: 1250.5,
        isFund: false,
        isCredit: false,
        responsible: undefined,
        origin: undefined,
        carrier: undefined,
      }),
    );
  });
});
