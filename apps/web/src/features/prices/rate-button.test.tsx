import { UNITS, setReferenceUnit } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReferenceUnitScope } from '../../lib/reference-unit';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { typeInto } from '../../test/type-into';
import { RateButton } from './rate-button';

afterEach(() => {
  setReferenceUnit('PTR');
});

describe("the top bar's rate in dollars", () => {
  it("reads '1 US$ = X bs', and its modal asks for the Bs of 1 US$", async () => {
    const { container } = await renderPage(
      <ReferenceUnitScope>
        <RateButton />
      </ReferenceUnitScope>,
      { route: '/backoffice/panel/ingresos', url: '/backoffice/panel/ingresos' },
      (url) =>
        url === '/api/settings/currency'
          ? jsonResponse(UNITS.USD)
          : jsonResponse({ id: 1, amount: 36.5, created: new Date().toISOString() }),
    );
    await settle();
    expect(container.querySelector('[data-top-bar-rate]')?.textContent).toBe('1 US$ = 36,5 bs');

    // The modal's code arrives on demand: loaded here, it shows once its lazy boundary settles.
    await import('./create-price-modal');
    await act(async () => container.querySelector('button')!.click());
    await settle();
    const dialog = document.querySelector('[role="dialog"]')!;
    const input = dialog.querySelector('input')!;
    expect(dialog.querySelector(`label[for="${input.id}"]`)?.textContent).toContain('Bs por 1 US$');
    await typeInto(input, '36,57');
    expect(dialog.textContent).toContain('Se registrará: 1 US$ = 36,57 Bs');
    expect(dialog.textContent).not.toMatch(/₽|petro/i);
  });
});
