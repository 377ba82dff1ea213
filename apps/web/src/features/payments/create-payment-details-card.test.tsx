import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentDetails } from '@app/domain';
import { jsonResponse, renderPage } from '../../test/render-page';
import { CreatePaymentDetailsCard } from './create-payment-details-card';

const transfer = {
  bank: 'Banco del Tesoro',
  holder: 'Cooperativa Expresos del Llano',
  account: '0163-0000-00-0000000000',
  rif: 'J409876543',
};

const show = (details: PaymentDetails) =>
  renderPage(<CreatePaymentDetailsCard />, { route: '/', url: '/' }, () => jsonResponse(details));

afterEach(() => vi.unstubAllGlobals());

describe('the payment data', () => {
  it('shows Pago Móvil beside the transfer data when configured, each value with a copy button', async () => {
    const { container } = await show({
      ...transfer,
      pagoMovil: { bank: 'Banco de Venezuela', bankCode: '0102', phone: '04141234567', id: 'J409876543' },
    });
    const text = container.textContent ?? '';
    expect(text).toContain('Transferencia');
    expect(text).toContain('0163-0000-00-0000000000');
    expect(text).toContain('Pago Móvil');
    expect(text).toContain('Banco de Venezuela (0102)');
    expect(text).toContain('04141234567');
    const buttons = [...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual([
      'Copiar banco',
      'Copiar titular',
      'Copiar cuenta',
      'Copiar rif',
      'Copiar banco',
      'Copiar teléfono',
      'Copiar rif/cédula',
    ]);
  });

  it('shows only the transfer data without Pago Móvil', async () => {
    const { container } = await show({ ...transfer, pagoMovil: null });
    expect(container.textContent).not.toContain('Pago Móvil');
    expect(container.querySelectorAll('button')).toHaveLength(4);
  });
});
