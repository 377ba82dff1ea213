import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { HydratedFieldset } from './hydrated-fieldset';

const form = (
  <form>
    <HydratedFieldset>
      <input name="email" />
      <button type="submit">Iniciar sesión</button>
    </HydratedFieldset>
  </form>
);

describe('HydratedFieldset', () => {
  it('is disabled in the HTML rendered at build time: the browser cannot submit the form by itself', () => {
    const html = renderToString(form);
    expect(html).toMatch(/<fieldset[^>]*disabled/);
  });

  it('is enabled once React renders it in the browser', async () => {
    const { container } = await renderInApp(form);
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(false);
    expect(container.querySelector('input')!.matches(':disabled')).toBe(false);
  });
});
