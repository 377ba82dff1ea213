import type { AuditEntry } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../test/render-page';
import { LoanAuditTable } from './loan-audit-table';

const by = { id: 1, name: 'Carla Díaz', email: 'carla@example.com' };
const entries: AuditEntry[] = [
  {
    id: 30,
    at: '2026-11-26T15:10:00.000Z',
    administrator: by,
    action: 'create',
    entity: 'income',
    entityId: 41,
    before: null,
    after: { reasonForAdmission: 'Abono en oficina', incomeAmountBs: 200, incomeAmount: 5, isCredit: true },
  },
  {
    id: 20,
    at: '2026-11-25T13:00:00.000Z',
    administrator: by,
    action: 'approve',
    entity: 'payment',
    entityId: 12,
    before: { status: 'Por revisar' },
    after: { status: 'Aprobado', loanId: 7, amountBs: 400, amountInPetro: 10, voucherCode: '11112222' },
  },
  {
    id: 10,
    at: '2026-09-01T14:00:00.000Z',
    administrator: by,
    action: 'approve',
    entity: 'credit-request',
    entityId: 3,
    before: { status: 'Por revisar' },
    after: { status: 'Aprobado', loanId: 7, amountBs: 4000, amountAwarded: 100 },
  },
];

const render = (total = entries.length) =>
  renderPage(
    <LoanAuditTable loanId={7} />,
    { route: '/backoffice/panel/prestamos/7', url: '/backoffice/panel/prestamos/7' },
    () => jsonResponse(entries, { 'X-Total-Count': String(total) }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a loan's Historial", () => {
  it("asks for the loan's whole history and lists its money, newest first", async () => {
    const { container, urls } = await render();
    expect(urls()).toEqual(['/api/audit?loan=7&limit=50&offset=0']);
    expect(Array.from(container.querySelectorAll('thead th'), (th) => th.textContent)).toEqual([
      'Fecha',
      'Administrador',
      'Acción',
      'Registro',
      'Monto',
      'Cambios',
    ]);
    const rows = Array.from(container.querySelectorAll('tbody tr'), (tr) =>
      Array.from(tr.querySelectorAll('td'), (td) => td.textContent).slice(0, 5),
    );
    expect(rows).toEqual([
      ['26/11/2026 11:10', 'Carla Díaz', 'Creación', 'Ingreso #41', '200,00 Bs · 5,0000 ₽'],
      ['25/11/2026 09:00', 'Carla Díaz', 'Aprobación', 'Pago #12', '400,00 Bs · 10,0000 ₽'],
      ['01/09/2026 10:00', 'Carla Díaz', 'Aprobación', 'Solicitud #3', '4.000,00 Bs · 100,0000 ₽'],
    ]);
  });

  it("links each entry to its own record's entries in Auditoría", async () => {
    const { container } = await render();
    const links = Array.from(container.querySelectorAll('tbody a'), (a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Ingreso #41', '/backoffice/panel/auditoria?tipo=income&registro=41'],
      ['Pago #12', '/backoffice/panel/auditoria?tipo=payment&registro=12'],
      ['Solicitud #3', '/backoffice/panel/auditoria?tipo=credit-request&registro=3'],
    ]);
  });

  it('says where the older entries are when the loan has more than the page shows', async () => {
    const { container } = await render(64);
    expect(container.textContent).toContain(
      'Se muestran los 50 más recientes de 64; el resto está en Auditoría.',
    );
  });
});
