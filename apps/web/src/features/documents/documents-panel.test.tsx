import { businessDate, documentMessages, type DocumentView } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administratorMe } from '../../test/me-fixture';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { leave, typeInto } from '../../test/type-into';
import { DocumentsPanel } from './documents-panel';

/** A day `days` from today, as the API gives an expiry. */
const dayFromToday = (days: number) => {
  const today = new Date(`${businessDate()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
};

const paper = (id: number, more: Partial<DocumentView>): DocumentView => ({
  id,
  kind: 'cedula',
  fileName: `doc-${id}.jpg`,
  contentType: 'image/jpeg',
  bytes: 1000,
  sha256: 'a'.repeat(64),
  status: 'Por verificar',
  reason: null,
  expiresOn: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...more,
});

const papers = [
  paper(1, { kind: 'cedula', status: 'Verificado' }),
  paper(2, { kind: 'licencia', expiresOn: dayFromToday(10) }),
  paper(3, { kind: 'rif', status: 'Rechazado', reason: 'Ilegible' }),
];

async function render(role: 'Analista de crédito' | 'Cajero' = 'Analista de crédito') {
  const page = await renderPage(
    <DocumentsPanel affiliateId={7} requestId={5} />,
    { route: '/', url: '/' },
    (url, init) => {
      if (url === '/api/auth/me') return jsonResponse(administratorMe(role));
      if (url === '/api/request-carrier/5/documents-check')
        return jsonResponse({
          required: ['cedula', 'licencia', 'circulacion'],
          missing: ['licencia', 'circulacion'],
        });
      if (url.endsWith('/thumbnail'))
        return new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
          headers: { 'Content-Type': 'image/jpeg' },
        });
      if (init?.method === 'PATCH') return jsonResponse(papers[1]);
      if (init?.method === 'DELETE') return jsonResponse({ message: 'ok' });
      return jsonResponse(papers);
    },
  );
  await settle();
  const patches = () =>
    (page.fetch.mock.calls as unknown as [string, RequestInit | undefined][])
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([url, init]) => ({ url, body: init?.body ?? null }));
  const row = (kind: string) => page.container.querySelector(`[data-document="${kind}"]`)!;
  return { ...page, patches, row };
}

const buttonIn = (root: Element | null, name: string) =>
  Array.from(root?.querySelectorAll('button') ?? []).find((b) => b.textContent === name);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the documents panel', () => {
  it('lists each document with its status and expiry, and what is still missing to approve', async () => {
    const { container, row, urls } = await render();
    expect(urls()).toContain('/api/affiliate/7/documents');
    expect(row('cedula').textContent).toContain('Verificado');
    expect(row('licencia').textContent).toContain('Por verificar');
    expect(row('licencia').textContent).toContain('Vence pronto');
    expect(row('rif').textContent).toContain('Motivo: Ilegible');
    // The server's count: the licence is there but not verified, the carnet was never sent.
    expect(container.textContent).toContain('Falta: Licencia de conducir, Carnet de circulación.');
    expect(buttonIn(row('cedula'), 'Verificar')).toBeUndefined();
    expect(buttonIn(row('licencia'), 'Verificar')).toBeDefined();
  });

  it('verifies with one click', async () => {
    const { row, patches } = await render();
    await act(async () => buttonIn(row('licencia'), 'Verificar')!.click());
    await settle();
    expect(patches()).toEqual([{ url: '/api/documents/2', body: JSON.stringify({ status: 'Verificado' }) }]);
  });

  it('rejects only with a reason', async () => {
    const { row, patches } = await render();
    await act(async () => buttonIn(row('licencia'), 'Rechazar')!.click());
    await vi.waitFor(async () => {
      await settle();
      expect(document.querySelector('[role="dialog"] [name="reason"]')).not.toBeNull();
    });
    const dialog = document.querySelector('[role="dialog"]')!;
    const submit = () =>
      act(async () => dialog.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true })));
    await submit();
    await settle();
    expect(dialog.textContent).toContain(documentMessages.reasonRequired);
    expect(patches()).toEqual([]);

    const reason = dialog.querySelector<HTMLTextAreaElement>('[name="reason"]')!;
    await typeInto(reason, 'La foto está borrosa');
    await leave(reason);
    await submit();
    await settle();
    expect(patches()).toEqual([
      {
        url: '/api/documents/2',
        body: JSON.stringify({ status: 'Rechazado', reason: 'La foto está borrosa' }),
      },
    ]);
  });

  it('hides Verificar and Rechazar from an administrator who does not decide requests', async () => {
    const { row, container } = await render('Cajero');
    expect(buttonIn(row('licencia'), 'Verificar')).toBeUndefined();
    expect(buttonIn(row('licencia'), 'Rechazar')).toBeUndefined();
    expect(container.textContent).toContain('Falta: Licencia de conducir');
  });

  it('retires a document after a confirmation, for whoever registers affiliates', async () => {
    const { row, fetch } = await render();
    await act(async () => buttonIn(row('rif'), 'Retirar')!.click());
    await vi.waitFor(async () => {
      await settle();
      expect(document.querySelector('[role="dialog"]')?.textContent).toContain('¿Retirar RIF (doc-3.jpg)?');
    });
    const deletes = () =>
      (fetch.mock.calls as unknown as [string, RequestInit | undefined][])
        .filter(([, init]) => init?.method === 'DELETE')
        .map(([url]) => url);
    expect(deletes()).toEqual([]);
    await act(async () => buttonIn(document.querySelector('[role="dialog"]'), 'Retirar')!.click());
    await settle();
    expect(deletes()).toEqual(['/api/documents/3']);
  });

  it('offers no Retirar to an administrator who does not register affiliates', async () => {
    const { row } = await render('Cajero');
    expect(buttonIn(row('rif'), 'Retirar')).toBeUndefined();
  });
});
