import { addDays, businessDate, messages, type FollowUpBody } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { renderInApp } from '../../test/render';
import { leave, typeInto } from '../../test/type-into';
import { FollowUpForm } from './follow-up-form';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let container: HTMLElement;

async function render(onSubmit: (body: FollowUpBody) => Promise<unknown>) {
  ({ container } = await renderInApp(<FollowUpForm onSubmit={onSubmit} onCancel={() => {}} />));
}

afterEach(() => {
  vi.mocked(notifyError).mockClear();
});

const field = (name: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

async function type(name: string, value: string) {
  await typeInto(field(name), value);
  await leave(field(name));
}

async function choose(name: string, value: string) {
  const select = container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const submit = () =>
  act(async () => container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true })));

const today = businessDate();

describe('the follow-up form', () => {
  it('sends a call with its note and no promise', async () => {
    const onSubmit = vi.fn(async (_body: FollowUpBody) => {});
    await render(onSubmit);
    await type('note', 'Dice que paga el viernes sin falta.');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      channel: 'Llamada',
      note: 'Dice que paga el viernes sin falta.',
    });
  });

  it('sends a visit with a promise: its day and its Bs', async () => {
    const onSubmit = vi.fn(async (_body: FollowUpBody) => {});
    await render(onSubmit);
    await choose('channel', 'Visita');
    await type('note', 'Visitado en la parada.');
    await type('promiseDate', addDays(today, 3));
    await type('promiseAmountBs', '1.250,5');
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      channel: 'Visita',
      note: 'Visitado en la parada.',
      promiseDate: addDays(today, 3),
      promiseAmountBs: 1250.5,
    });
  });

  it('requires the note', async () => {
    const onSubmit = vi.fn(async (_body: FollowUpBody) => {});
    await render(onSubmit);
    await submit();
    expect(container.textContent).toContain(messages.requiredDot);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the amount of a promise with a day, and the day of one with an amount', async () => {
    const onSubmit = vi.fn(async (_body: FollowUpBody) => {});
    await render(onSubmit);
    await type('note', 'Promete pagar.');
    await type('promiseDate', addDays(today, 2));
    await submit();
    expect(container.textContent).toContain(messages.promiseAmountRequired);

    await type('promiseDate', '');
    await type('promiseAmountBs', '300');
    await submit();
    expect(container.textContent).toContain(messages.promiseDateRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a promise for a past day', async () => {
    const onSubmit = vi.fn(async (_body: FollowUpBody) => {});
    await render(onSubmit);
    await type('note', 'Promete pagar.');
    await type('promiseDate', addDays(today, -1));
    await type('promiseAmountBs', '300');
    await submit();
    expect(container.textContent).toContain(messages.promiseDateInPast);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as a toast and under the field it names", async () => {
    const refused = new ApiError('Nota inválida.', 400, { note: 'Nota inválida.' });
    await render(vi.fn().mockRejectedValueOnce(refused));
    await type('note', 'Algo');
    await submit();
    expect(notifyError).toHaveBeenCalledWith(refused);
    expect(container.textContent).toContain('Nota inválida.');
  });
});
