import type { Loan } from '@app/domain';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { LoansTable } from './loans-table';

const loan = (id: number, isMora: boolean): Loan => ({
  id,
  date: '2026-09-01',
  created: '2026-09-01T14:00:00.000Z',
  reasonForAdmission: 'Cambio de cauchos',
  carrier: {
    id,
    firstNames: 'María José',
    lastNames: 'Pérez',
    dni: `2011122${id}`,
    line: 'Línea Los Próceres',
  },
  amountPay: 120,
  amountAwarded: 100,
  amountAwardedInBs: 4000,
  rate: 40,
  feeNumbers: 2,
  feePaid: 0,
  totalPayFees: 60,
  creditDays: 60,
  status: 'Por pagar',
  isMora,
  paidTotal: 0,
  paidTotalBs: 0,
  credit: 0,
  paymentHistory: [],
});

async function render(loans: Loan[]) {
  const { container } = await renderInApp(
    <LoansTable loans={loans} loading={false} page={1} pageSize={20} onPageChange={() => {}} />,
    // The loan's number links to its page.
    { route: '/' },
  );
  return container;
}

const rowOf = (container: HTMLElement, dni: string) =>
  Array.from(container.querySelectorAll('tbody tr')).find((tr) => tr.textContent?.includes(dni))!;
const background = (row: Element) => (row as HTMLElement).style.background;

describe('loans table', () => {
  it('tints a loan in mora pink and says so in its status', async () => {
    const container = await render([loan(1, true), loan(2, false)]);
    const overdue = rowOf(container, '20111221');
    const current = rowOf(container, '20111222');

    expect(background(overdue)).toContain('var(--mantine-color-pink-1)');
    expect(background(current)).toBe('');
    expect(overdue.textContent).toContain('En mora');
    expect(current.textContent).not.toContain('En mora');
  });

  it('opens the installments, line and reason under the row, tinted pink like it when in mora', async () => {
    const container = await render([loan(1, true)]);
    const headers = Array.from(container.querySelectorAll('th'), (th) => th.textContent);
    expect(headers).not.toContain('Cuotas');
    const open = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Ver detalles de María José Pérez, 01/09/2026"]',
    )!;
    await act(async () => open.click());
    const detail = container.querySelector('tr[data-detail]')!;
    expect(background(detail)).toContain('var(--mantine-color-pink-1)');
    const labels = Array.from(detail.querySelectorAll('dt'), (dt) => dt.textContent);
    expect(labels).toEqual([
      'Línea',
      'Motivo',
      'Cuotas',
      'Cuotas pagadas',
      'Monto por cuota (₽)',
      'Pagado',
      'Días de crédito',
      'Documentos',
    ]);
    expect(detail.textContent).toContain('Cambio de cauchos');
    expect(detail.querySelector('button')?.textContent).toBe('Estado de cuenta');
  });

  it("links each loan's number to its page", async () => {
    const container = await render([loan(7, false)]);
    const link = rowOf(container, '20111227').querySelector('a[aria-label="Ver préstamo N° 7"]');
    expect(link?.getAttribute('href')).toBe('/backoffice/panel/prestamos/7');
    expect(link?.textContent).toBe('7');
  });

  it("shows the amount to pay in ₽ and in the Bs of the loan's day, never re-priced", async () => {
    const container = await render([loan(1, false)]);
    const cells = Array.from(rowOf(container, '20111221').querySelectorAll('td'), (td) => td.textContent);
    // 120 ₽ at the loan's own rate (40 Bs/₽, 4.000 Bs for 100 ₽); the granted amount in Bs is the stored one.
    expect(cells).toEqual(
      expect.arrayContaining(['120,0000', '4.800,00', '100,0000', '4.000,00', '01/09/2026']),
    );
  });
});
