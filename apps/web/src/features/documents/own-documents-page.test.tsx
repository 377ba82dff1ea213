import { documentKindLabels, type DocumentView } from '@app/domain';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayFromToday, documentFixture, signInCarrier } from '../../test/document-fixture';
import { FakeXhr } from '../../test/fake-xhr';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { Component as OwnDocumentsPage } from './own-documents-page';

// Newest first, as the API lists them: the older licence is history.
const listed = [
  documentFixture(5, {
    kind: 'licencia',
    status: 'Rechazado',
    reason: 'Foto borrosa',
    expiresOn: dayFromToday(400),
  }),
  documentFixture(4, { kind: 'circulacion', status: 'Verificado', expiresOn: dayFromToday(10) }),
  documentFixture(3, { kind: 'cedula', status: 'Verificado' }),
  documentFixture(2, { kind: 'licencia', status: 'Verificado', expiresOn: dayFromToday(-3) }),
];

beforeEach(() => {
  FakeXhr.sent = [];
  signInCarrier();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The upload's request, once the field checked the expiry (its schema loads on the first file). */
async function sentXhr(): Promise<FakeXhr> {
  for (let i = 0; i < 50 && !FakeXhr.sent.length; i++) await settle();
  return FakeXhr.sent[0]!;
}

async function render(documents: DocumentView[] = listed) {
  const page = await renderPage(
    <OwnDocumentsPage />,
    { route: '/panel/mis-documentos', url: '/panel/mis-documentos' },
    (url) =>
      url.endsWith('/thumbnail')
        ? new Response(new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }))
        : jsonResponse(documents),
  );
  // The upload controls load after the list.
  for (let i = 0; i < 20 && !page.container.textContent?.includes('Tomar foto'); i++) await settle();
  const card = (kind: DocumentView['kind']) =>
    page.container.querySelector<HTMLElement>(`section[aria-labelledby="documento-${kind}"]`)!;
  return { ...page, card };
}

describe('Mis documentos', () => {
  it("lists each kind with its newest document's status, reason, expiry and thumbnail", async () => {
    const { card, urls } = await render();
    expect(urls()).toContain('/api/affiliate/3/documents');

    expect(card('cedula').textContent).toContain('Verificado');
    expect(card('licencia').textContent).toContain('Rechazado');
    expect(card('licencia').textContent).toContain('Motivo: Foto borrosa');
    expect(card('circulacion').textContent).toContain('Vence pronto');
    expect(card('circulacion').textContent).toMatch(/Vence el \d{2}\/\d{2}\/\d{4}/);
    expect(card('rif').textContent).toContain('Falta');
    expect(card('otro').textContent).toContain('Opcional');
    // The expired older licence is history: the newest one (rejected) is what the card shows.
    expect(card('licencia').textContent).not.toContain('Vencido');
    expect(card('cedula').querySelector('img')?.getAttribute('alt')).toBe('Miniatura de doc-3.jpg');
  });

  it('offers an upload for what is missing, rejected or expiring, not for a verified paper', async () => {
    const { card } = await render();
    const offers = (kind: DocumentView['kind']) => card(kind).textContent?.includes('Tomar foto');
    expect(offers('rif')).toBe(true);
    expect(offers('licencia')).toBe(true);
    expect(offers('circulacion')).toBe(true);
    expect(offers('cedula')).toBe(false);
    // A licence or a carnet asks its expiry date.
    expect(card('licencia').textContent).toContain('Fecha de vencimiento');
    expect(card('rif').textContent).not.toContain('Fecha de vencimiento');
  });

  it('says Vencido for a licence past its day', async () => {
    const { card } = await render([
      documentFixture(2, { kind: 'licencia', status: 'Verificado', expiresOn: dayFromToday(-3) }),
    ]);
    expect(card('licencia').textContent).toContain('Vencido');
  });

  it('uploads the chosen file with the session, shows its progress, then lists it again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { card, urls } = await render();
    const rif = card('rif');
    const input = rif.querySelector<HTMLInputElement>('input[type="file"]:not([capture])')!;
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'rif.pdf', { type: 'application/pdf' });
    await act(async () => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const xhr = await sentXhr();
    expect(xhr.url).toBe('/api/affiliate/3/documents');
    expect(xhr.headers.Authorization).toBe('Bearer session-token');
    await act(async () => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(rif.querySelector('progress')?.getAttribute('value')).toBe('40');

    const listsBefore = urls().filter((u) => u === '/api/affiliate/3/documents').length;
    xhr.status = 201;
    xhr.responseText = JSON.stringify(
      documentFixture(6, { kind: 'rif', fileName: 'rif.pdf', contentType: 'application/pdf' }),
    );
    await act(async () => xhr.onload?.());
    await settle();
    expect(urls().filter((u) => u === '/api/affiliate/3/documents').length).toBe(listsBefore + 1);
  });

  it("shows the server's Spanish refusal and keeps the choice open", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { card } = await render();
    const rif = card('rif');
    const input = rif.querySelector<HTMLInputElement>('input[type="file"]:not([capture])')!;
    await act(async () => {
      Object.defineProperty(input, 'files', { value: [new File(['<svg/>'], 'x.jpg')], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const xhr = await sentXhr();
    xhr.status = 415;
    xhr.responseText = JSON.stringify({ error: 'Formato no admitido.' });
    await act(async () => xhr.onload?.());
    await settle();
    expect(rif.querySelector('[role="alert"]')?.textContent).toBe('Formato no admitido.');
    // A refusal needs another file: no retry of the same one.
    expect(rif.textContent).not.toContain('Reintentar');
    expect(rif.textContent).toContain(documentKindLabels.rif);
  });
});
