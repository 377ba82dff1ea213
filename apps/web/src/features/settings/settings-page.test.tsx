import {
  currencyMessages,
  referenceUnit,
  setReferenceUnit,
  type Currency,
  type CurrencyChangeRecord,
  type CurrencyPreview,
  type MeBody,
} from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { administratorMe } from '../../test/me-fixture';
import { renderInApp } from '../../test/render';
import { jsonResponse, settle } from '../../test/render-page';
import { leave, typeInto } from '../../test/type-into';
import { Component as SettingsPage } from './settings-page';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const petro: Currency = { code: 'PTR', name: 'petro', symbol: '₽' };
const dollar: Currency = { code: 'USD', name: 'dólar', symbol: 'US$' };
const euro: Currency = { code: 'EUR', name: 'euro', symbol: '€' };

const preview: CurrencyPreview = {
  from: petro,
  to: dollar,
  factor: '60.5',
  loans: 12,
  movements: 1340,
  outstandingBefore: 1210,
  outstandingAfter: 73205,
  rateBefore: 3025,
  rateAfter: 50,
};

const changes: CurrencyChangeRecord[] = [
  {
    id: 1,
    changedAt: '2026-11-20T18:05:00.000Z',
    from: euro,
    to: petro,
    factor: '0.0166666667',
    loans: 3,
    reason: 'Volvemos al petro',
    adminName: 'Ana Pérez',
  },
];

const errorResponse = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'Content-Type': 'application/json' } });

const changed = () =>
  jsonResponse({ ...dollar, factor: '60.5', changedAt: '2026-11-27T13:00:00.000Z', loans: 12 });

/** The currency API as the server answers it; `answers` replace the preview's or the change's answer. */
function stubApi(answers: { preview?: () => Response; change?: () => Response; me?: MeBody } = {}) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/me' && answers.me) return jsonResponse(answers.me);
    if (url === '/api/settings/currency' && init?.method === 'POST') return (answers.change ?? changed)();
    if (url === '/api/settings/currency') return jsonResponse(petro);
    if (url.startsWith('/api/settings/currency/preview')) return answers.preview?.() ?? jsonResponse(preview);
    if (url.startsWith('/api/settings/currency/changes'))
      return jsonResponse(changes, { 'X-Total-Count': '1' });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let container: HTMLElement;

async function render() {
  ({ container } = await renderInApp(<SettingsPage />, {
    route: '/backoffice/panel/configuracion',
    queries: true,
  }));
  await settle();
}

const form = () => container.querySelector<HTMLFormElement>('form[aria-label="Cambiar unidad de cuenta"]')!;
const field = (name: string) =>
  form().querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
/** A field's label, its required mark (' *') left out. */
const labelOf = (name: string) =>
  form()
    .querySelector(`label[for="${field(name).id}"]`)
    ?.textContent?.replace(/ \*$/, '');
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function choose(value: string) {
  const select = form().querySelector<HTMLSelectElement>('select[name="code"]')!;
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function type(name: string, value: string) {
  await typeInto(field(name), value);
  await leave(field(name));
}

async function askPreview() {
  await act(async () => form().dispatchEvent(new Event('submit', { bubbles: true })));
  await settle();
}

/** Fills the form for petro → dollar at `factor` and asks for the preview. */
async function previewDollar(factor: string) {
  await choose('USD');
  await type('factor', factor);
  await type('reason', 'El petro dejó de existir');
  await askPreview();
}

const urls = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.map(([url]) => url);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifySuccess).mockClear();
});

describe('Configuración: the unit of account', () => {
  it('shows the unit in force, offers the other two, and lists the changes made', async () => {
    const fetch = stubApi();
    await render();

    expect(container.textContent).toContain('Unidad de cuenta: petro (₽)');
    const options = [...form().querySelectorAll('select[name="code"] option')].map((o) => o.textContent);
    expect(options).toEqual(['Seleccione', 'dólar (US$)', 'euro (€)']);
    expect(urls(fetch)).toContain('/api/settings/currency/changes?limit=20&offset=0');
    const cells = [...container.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['20/11/2026 14:05', 'euro (€)', 'petro (₽)', '0,0166666667', '3', 'Ana Pérez', 'Volvemos al petro'],
    ]);
  });

  it('leaves the change form out without settings.write: the unit and the changes stay readable', async () => {
    stubApi({ me: administratorMe('Cajero') });
    await render();
    expect(container.textContent).toContain('Unidad de cuenta: petro (₽)');
    expect(container.querySelector('form[aria-label="Cambiar unidad de cuenta"]')).toBeNull();
    expect(container.textContent).not.toContain('Cambiar unidad de cuenta');
    expect(container.textContent).toContain('Volvemos al petro');

    vi.unstubAllGlobals();
    stubApi({ me: administratorMe('Gerente') });
    await render();
    expect(form()).not.toBeNull();
  });

  it("names the factor with both symbols, reads '60,5' as '60.5' and asks the preview with it, exactly", async () => {
    const fetch = stubApi();
    await render();
    expect(labelOf('factor')).toBe('1 ₽ equivale a …');

    await choose('USD');
    expect(labelOf('factor')).toBe('1 ₽ equivale a … US$');
    await previewDollar('60,5');
    expect(field('factor').value).toBe('60,5');
    expect(urls(fetch)).toContain('/api/settings/currency/preview?code=USD&factor=60.5');

    // Digits a float would round: sent as typed.
    await type('factor', '999.999.999,1234567891');
    await askPreview();
    expect(field('factor').value).toBe('999.999.999,1234567891');
    expect(urls(fetch)).toContain('/api/settings/currency/preview?code=USD&factor=999999999.1234567891');
  });

  it('asks nothing while the form is incomplete, and says why', async () => {
    const fetch = stubApi();
    await render();
    await askPreview();
    expect(urls(fetch).some((url) => url.includes('/preview'))).toBe(false);
    expect(form().querySelectorAll('[aria-invalid="true"]')).toHaveLength(3);
    expect(form().textContent).toContain('Indica el motivo del cambio.');
  });

  it('shows what the change would convert: counts, the portfolio and the rate, before and after', async () => {
    stubApi();
    await render();
    await previewDollar('60,5');

    const figures = [...container.querySelectorAll('dl div')].map((pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ]);
    expect(figures).toEqual([
      ['Préstamos a convertir', '12'],
      ['Movimientos a convertir (pagos, ingresos y egresos)', '1.340'],
      ['Saldo por cobrar de la cartera', '1.210,0000 ₽ → 73.205,0000 US$'],
      ['Tasa vigente', '1 ₽ = 3.025 Bs → 1 US$ = 50 Bs'],
    ]);

    // A change to the form hides the preview: only what was previewed can be confirmed.
    await type('reason', 'Otro motivo');
    expect(container.textContent).not.toContain('Préstamos a convertir');
  });

  it('confirms the change in words, then sends it with an Idempotency-Key and says it is done', async () => {
    const fetch = stubApi();
    await render();
    await previewDollar('60,5');
    await act(async () => button(container, 'Confirmar cambio').click());

    expect(dialog()?.textContent).toContain(
      'Se cambiará la unidad de cuenta de petro (₽) a dólar (US$): cada monto en petros se multiplicará ' +
        'por 60,5 y cada tasa se dividirá entre 60,5. Los bolívares no cambian.',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await act(async () => button(dialog()!, 'Confirmar').click());
    await settle();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/settings/currency');
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      code: 'USD',
      factor: '60.5',
      reason: 'El petro dejó de existir',
      from: 'PTR',
    });
    expect(new Headers(post[1]!.headers).get('Idempotency-Key')).toBeTruthy();
    expect(notifySuccess).toHaveBeenCalledWith(
      'La unidad de cuenta ahora es dólar (US$). Se convirtieron 12 préstamos.',
    );
    // The answer's unit is in force at once: every screen remounts and reads its figures again.
    expect(referenceUnit().code).toBe('USD');
    setReferenceUnit('PTR');
  });

  it("shows the API's Spanish errors in the form: the preview's and the change's", async () => {
    stubApi({ preview: () => errorResponse(400, currencyMessages.sameUnit) });
    await render();
    await previewDollar('60');
    expect(form().querySelector('[role="alert"]')?.textContent).toBe(currencyMessages.sameUnit);
    expect(container.textContent).not.toContain('Confirmar cambio');
  });

  it('closes the confirmation on a refusal and says why in the form', async () => {
    stubApi({ change: () => errorResponse(409, currencyMessages.changedMeanwhile) });
    await render();
    await previewDollar('60');
    await act(async () => button(container, 'Confirmar cambio').click());
    await act(async () => button(dialog()!, 'Confirmar').click());
    await settle();
    expect(dialog()).toBeNull();
    expect(form().querySelector('[role="alert"]')?.textContent).toBe(currencyMessages.changedMeanwhile);
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
