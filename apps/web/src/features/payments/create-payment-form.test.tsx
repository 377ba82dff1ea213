import { businessDate, formatDay, messages } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { renderInApp } from '../../test/render';
import { leave, typeInto } from '../../test/type-into';
import { CreatePaymentForm } from './create-payment-form';
import type { PaymentReport } from './post-payment';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let container: HTMLElement;

async function render(loanId: number | undefined, onSubmit: (body: PaymentReport) => Promise<unknown>) {
  ({ container } = await renderInApp(<CreatePaymentForm loanId={loanId} onSubmit={onSubmit} />, {
    queries: true,
  }));
}

afterEach(() => {
  vi.mocked(notifyError).mockClear();
});

const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** Types as a user would, then leaves the field. */
async function type(name: string, value: string) {
  await typeInto(field(name), value);
  await leave(field(name));
}

const submit = () =>
  act(async () => container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true })));

describe('the payment report form', () => {
  it("sends the amount, today's date, the reference and the loan", async () => {
    const onSubmit = vi.fn(async (_body: PaymentReport) => {});
    await render(12, onSubmit);
    expect(field('date').value).toBe(formatDay(businessDate()));
    await type('amount', '1.234,5');
    expect(field('amount').value).toBe('1.234,50');
    await type('voucherCode', '0042917');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      amount: 1234.5,
      date: businessDate(),
      voucherCode: '0042917',
      loan: 12,
    });
  });

  it('refuses a date after today and a reference with letters', async () => {
    const onSubmit = vi.fn(async (_body: PaymentReport) => {});
    await render(12, onSubmit);
    await type('date', '01/01/2999');
    await type('voucherCode', '12ab');
    // The schema downloads on the first focus: a validation waits for it.
    await vi.waitFor(() => {
      expect(container.textContent).toContain(messages.notAfterToday);
      expect(container.textContent).toContain('La referencia debe tener solo números');
    });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's messages as a toast and under the field", async () => {
    const used = new ApiError(messages.voucherUsed, 409, { voucherCode: messages.voucherUsed });
    await render(12, vi.fn().mockRejectedValueOnce(used));
    await type('amount', '400');
    await type('voucherCode', '12345678');
    await submit();
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith(used));
    expect(container.textContent).toContain(messages.voucherUsed);
  });

  it('says a missing rate for the date once, under the date field, and no toast', async () => {
    await render(12, vi.fn().mockRejectedValueOnce(new ApiError(messages.noRateOnDate, 409)));
    await type('amount', '400');
    await type('voucherCode', '12345678');
    await submit();
    expect(container.textContent!.split(messages.noRateOnDate)).toHaveLength(2);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('does not send when the rate line already says the day has no rate', async () => {
    // The API's answer for a day without a rate: 404.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: messages.noRateOnDate }), { status: 404 })),
    );
    const send = vi.fn();
    await render(12, send);
    await type('amount', '400');
    await type('voucherCode', '12345678');
    await vi.waitFor(() => expect(container.textContent).toContain(messages.noRateOnDate));
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(container.textContent!.split(messages.noRateOnDate)).toHaveLength(2);
    expect(notifyError).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('stays disabled without an unpaid loan', async () => {
    await render(undefined, vi.fn());
    expect(field('amount').disabled).toBe(true);
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
  });
});
