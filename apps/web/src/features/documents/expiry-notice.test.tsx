import type { DocumentView } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayFromToday, documentFixture, signInCarrier } from '../../test/document-fixture';
import { jsonResponse, renderPage } from '../../test/render-page';
import ExpiryNotice from './expiry-notice';

const doc = (id: number, kind: DocumentView['kind'], expiresOn: string | null) =>
  documentFixture(id, { kind, status: 'Verificado', expiresOn });

beforeEach(() => {
  signInCarrier();
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
    const { container } = await render([
      doc(2, 'licencia', dayFromToday(30)),
      doc(1, 'circulacion', dayFromToday(-1)),
    ]);
    const notice = container.querySelector('[role="status"]')!;
    expect(notice.textContent).toMatch(/Tu licencia de conducir vence el \d{2}\/\d{2}\/\d{4}\./);
    expect(notice.textContent).toMatch(/Tu carnet de circulación venció el \d{2}\/\d{2}\/\d{4}\./);
    expect(notice.querySelector('a')!.getAttribute('href')).toBe('/panel/mis-documentos');
  });

  it('says nothing 31 days ahead, nor for a newer licence that replaced an expired one', async () => {
    const { container } = await render([
      doc(3, 'licencia', dayFromToday(500)),
      doc(2, 'circulacion', dayFromToday(31)),
      doc(1, 'licencia', dayFromToday(-10)),
    ]);
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
