import { renderToStaticMarkup } from 'react-dom/server';
import { setReferenceUnit } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';

const lead = () => {
  const page = document.createElement('div');
  page.innerHTML = renderToStaticMarkup(<LandingPage loginBox={null} />);
  return page.querySelector('.landing-lead')!;
};

afterEach(() => {
  setReferenceUnit('PTR');
});

describe("the landing's build-time markup", () => {
  it('names the unit in marked elements, for the server to write the cooperative’s own in', () => {
    const built = lead();
    expect(built.textContent).toContain('Microcréditos en petros (₽) para conductores');
    expect(built.querySelector('[data-unit="plural"]')?.textContent).toBe('petros');
    expect(built.querySelector('[data-unit="symbol"]')?.textContent).toBe('₽');
  });

  it('reads the unit in force where it is drawn', () => {
    setReferenceUnit('USD');
    expect(lead().textContent).toContain('Microcréditos en dólares (US$) para conductores');
  });
});
