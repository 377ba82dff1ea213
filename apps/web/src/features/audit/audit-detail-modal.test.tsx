import type { AuditEntry } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import AuditDetailModal from './audit-detail-modal';

const entry = (sides: Pick<AuditEntry, 'action' | 'before' | 'after'>): AuditEntry => ({
  id: 1,
  at: '2026-11-20T18:05:00.000Z',
  administrator: { id: 2, name: 'Ana Pérez', email: 'ana@example.com' },
  entity: 'administrator',
  entityId: 7,
  ...sides,
});

async function render(shown: AuditEntry) {
  await renderInApp(<AuditDetailModal entry={shown} opened onClose={() => {}} />);
  // The modal renders in a portal, outside the container.
  return document.querySelector('[role="dialog"]')!;
}

const rows = (dialog: Element) =>
  Array.from(dialog.querySelectorAll('tbody tr'), (tr) => ({
    cells: Array.from(tr.querySelectorAll('td'), (td) => td.textContent),
    changed: tr.hasAttribute('data-changed'),
  }));

describe('an audit entry’s detail', () => {
  it('shows each field before and after side by side, the changed ones marked', async () => {
    const dialog = await render(
      entry({
        action: 'update',
        before: { email: 'ana@example.com', phoneNumber: '04141234567' },
        after: { email: 'ana@example.com', phoneNumber: '04241234567', passwordChanged: true },
      }),
    );

    expect(dialog.textContent).toContain('Edición: Administrador #7');
    expect(dialog.textContent).toContain('20/11/2026 14:05');
    expect(Array.from(dialog.querySelectorAll('th'), (th) => th.textContent)).toEqual([
      'Campo',
      'Antes',
      'Después',
    ]);
    expect(rows(dialog)).toEqual([
      { cells: ['Correo', 'ana@example.com', 'ana@example.com'], changed: false },
      { cells: ['Teléfono (cambió)', '04141234567', '04241234567'], changed: true },
      { cells: ['Contraseña (cambió)', '—', 'cambiada'], changed: true },
    ]);
  });

  it('leaves out the side a creation does not have', async () => {
    const dialog = await render(entry({ action: 'create', before: null, after: { firstNames: 'Luis' } }));
    expect(Array.from(dialog.querySelectorAll('th'), (th) => th.textContent)).toEqual(['Campo', 'Después']);
    expect(rows(dialog)).toEqual([{ cells: ['Nombres', 'Luis'], changed: false }]);
  });
});
