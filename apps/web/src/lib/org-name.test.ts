import { afterEach, describe, expect, it, vi } from 'vitest';

/** org-name.ts reads the page once, when first imported: each case imports a fresh copy. */
async function orgNameOnPage(content: string | null) {
  document.head.querySelector('meta[name="application-name"]')?.remove();
  if (content !== null) {
    const meta = document.createElement('meta');
    meta.name = 'application-name';
    meta.content = content;
    document.head.append(meta);
  }
  vi.resetModules();
  return (await import('./org-name')).orgName;
}

afterEach(() => document.head.querySelector('meta[name="application-name"]')?.remove());

describe('the cooperative name', () => {
  it('is what the server wrote into the page', async () => {
    expect(await orgNameOnPage('Cooperativa Sol & Vía')).toBe('Cooperativa Sol & Vía');
  });

  it('is Préstamos where no server wrote one', async () => {
    expect(await orgNameOnPage(null)).toBe('Préstamos');
    expect(await orgNameOnPage(' ')).toBe('Préstamos');
  });
});
