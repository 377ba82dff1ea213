import { businessDate, type DocumentView } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { jsonResponse, renderPage } from '../../test/render-page';
import ExpiryNotice from './expiry-notice';

const inDays = (days: number) =>
  new Date(Date.parse(`${businessDate()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const doc = (id: number, kind: DocumentView['kind'], expiresOn: string | null): DocumentView => ({
  id,
  kind,
  fileName: `${kind}.jpg`,
  contentType: 'image/jpeg',
  bytes: 1,
  sha256: String(id),
  status: 'Verificado',
  reason: null,
  expiresOn,
  createdAt: '2026-11-20T12:00:00.000Z',
});

beforeEach(() => {
  setSession({
    access_token: 't',
    refresh: 'r',
    message: '',
    user: {
      id: 9,
      type: 'Carrier',
      email: 'c@example.com',
      firstNames: 'Ana',
      lastNames: 'Rojas',
      affiliate: 3,
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const render = (documents: DocumentView[]) =>
  renderPage(<ExpiryNotice />, { route: '/panel/mis-prestamos', url: '/panel/mis-prestamos' }, () =>
    jsonResponse(documents),
  );

describe("the carrier home's expiry notice", () => {
  it('names a licence expiring within 30 days and a carnet already expired, linking to mis-documentos', async () => {
    const { container } = await render([doc(2, 'licencia', inDays(30)), doc(1, 'circulacion', inDays(-1))]);
    const notice = container.querySelector('[role="status"]')!;
    expect(notice.textContent).toMatch(/Tu Licencia de conducir vence el \d{2}\/\d{2}\/\d{4}\./);
    expect(notice.textContent).toMatch(/Tu Carnet de circulación venció el \d{2}\/\d{2}\/\d{4}\./);
    expect(notice.querySelector('a')!.getAttribute('href')).toBe('/panel/mis-documentos');
  });

  it('says nothing 31 days ahead, nor for a newer licence that replaced an expired one', async () => {
    const { container } = await render([
      doc(3, 'licencia', inDays(500)),
      doc(2, 'circulacion', inDays(31)),
      doc(1, 'licencia', inDays(-10)),
    ]);
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
