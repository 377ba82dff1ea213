import { UNITS, inUnit, referenceUnit, setReferenceUnit, unitText, type UnitCode } from '@app/domain';
import { focusManager, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, settle } from '../test/render-page';
import { ReferenceUnitScope, unitChanged, useReferenceUnit } from './reference-unit';

let unitOnServer: UnitCode;
let client: QueryClient;
let mounts = 0;

/** A screen with a figure of its own (GET /api/figure), a unit column header and the hook's unit. */
function Screen() {
  client = useQueryClient();
  useState(() => ++mounts);
  const unit = useReferenceUnit();
  const figure = useQuery({
    queryKey: ['figure'],
    queryFn: () => fetch('/api/figure').then((res) => res.json() as Promise<number>),
    // As the app's cache: a focus alone asks a figure nothing.
    refetchOnWindowFocus: false,
  });
  return (
    <p data-screen>
      {inUnit('Saldo')} · {figure.data === undefined ? '…' : unitText(figure.data)} · {unit.code}
    </p>
  );
}

function answer(url: string): Response {
  if (url === '/api/settings/currency') return jsonResponse(UNITS[unitOnServer]);
  // The server's figure is in the unit it counts in: 10 ₽ are 600 US$ at a factor of 60.
  if (url === '/api/figure') return jsonResponse(unitOnServer === 'PTR' ? 10 : 600);
  return new Response('{}', { status: 404 });
}

async function renderScreen() {
  mounts = 0;
  const page = await renderPage(
    <ReferenceUnitScope>
      <Screen />
    </ReferenceUnitScope>,
    { route: '/panel/prestamos', url: '/panel/prestamos' },
    answer,
  );
  await settle();
  const shown = () => page.container.querySelector('[data-screen]')?.textContent;
  return { ...page, shown };
}

afterEach(() => {
  setReferenceUnit('PTR');
  focusManager.setFocused(undefined);
});

describe('the reference unit of the panels', () => {
  it('is the one the API answers, set before the screen below formats an amount', async () => {
    unitOnServer = 'USD';
    const { shown, urls } = await renderScreen();
    expect(urls()).toContain('/api/settings/currency');
    expect(shown()).toBe('Saldo (US$) · 600,0000 US$ · USD');
    expect(referenceUnit().code).toBe('USD');
  });

  it('is learnt again when the window regains focus: the screen is drawn anew, its figures asked again', async () => {
    unitOnServer = 'PTR';
    const { shown, urls } = await renderScreen();
    expect(shown()).toBe('Saldo (₽) · 10,0000 ₽ · PTR');
    const figureReads = () => urls().filter((url) => url === '/api/figure').length;
    const before = figureReads();

    // Changed elsewhere (another administrator, another tab).
    unitOnServer = 'USD';
    await act(async () => focusManager.setFocused(true));
    await settle();
    expect(shown()).toBe('Saldo (US$) · 600,0000 US$ · USD');
    expect(figureReads()).toBe(before + 1);
    expect(mounts).toBe(2);
  });

  it('changes at once when this panel changed it, from the answer of the change', async () => {
    unitOnServer = 'PTR';
    const { shown } = await renderScreen();
    unitOnServer = 'EUR';
    await act(() => unitChanged(client, { code: 'EUR' }));
    expect(referenceUnit().code).toBe('EUR');
    // The figure counted in petros is never shown under €: the old screen stays whole until the new one.
    expect(shown()).not.toContain('10,0000 €');
    await settle();
    expect(shown()).toBe('Saldo (€) · 600,0000 € · EUR');
    expect(mounts).toBe(2);
  });

  it('asks the API when the change gives no answer', async () => {
    unitOnServer = 'PTR';
    const { shown } = await renderScreen();
    unitOnServer = 'USD';
    await act(() => unitChanged(client));
    await settle();
    expect(shown()).toBe('Saldo (US$) · 600,0000 US$ · USD');
  });
});
