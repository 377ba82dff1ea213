import { UNITS } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReferenceUnitScope } from '../../lib/reference-unit';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { RateText } from './rate-text';

afterEach(() => vi.unstubAllGlobals());

describe("the top bar's rate", () => {
  it("reads '…' while the rate loads (a pre-rendered page shows no rate of 0), then 0 when none is registered", async () => {
    let answerRate: (response: Response) => void = () => {};
    const rate = new Promise<Response>((resolve) => (answerRate = resolve));
    const { container } = await renderPage(
      <ReferenceUnitScope>
        <RateText />
      </ReferenceUnitScope>,
      { route: '/panel/mis-prestamos', url: '/panel/mis-prestamos' },
      // The rate's answer waits for the test; an unanswered promise is what a slow phone sees.
      (url) => (url === '/api/settings/currency' ? jsonResponse(UNITS.PTR) : (rate as unknown as Response)),
    );
    const text = () => container.querySelector('[data-top-bar-rate]')?.textContent;
    expect(text()).toBe('1 ₽ = … bs');

    answerRate(new Response(JSON.stringify({ error: 'No hay tasa registrada' }), { status: 404 }));
    await settle();
    expect(text()).toBe('1 ₽ = 0 bs');
  });
});
