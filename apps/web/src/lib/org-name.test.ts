import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMetaTag } from '../test/meta-tag';

/** org-name.ts reads the page once, when first imported: each case imports a fresh copy. */
async function orgNameOnPage(content: string | null) {
  setMetaTag('application-name', content);
  vi.resetModules();
  return (await import('./org-name')).orgName;
}

afterEach(() => setMetaTag('application-name', null));

describe('the cooperative name', () => {
  it('is what the server wrote into the page', async () => {
    expect(await orgNameOnPage('Cooperativa Sol & Vía')).toBe('Cooperativa Sol & Vía');
  });

  it('is Préstamos where no server wrote one', async () => {
    expect(await orgNameOnPage(null)).toBe('Préstamos');
    expect(await orgNameOnPage(' ')).toBe('Préstamos');
  });
});
