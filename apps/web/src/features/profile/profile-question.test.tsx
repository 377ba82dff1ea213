import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MeBody } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { typeInto } from '../../test/type-into';
import { ProfileQuestion } from './profile-question';

const firstAdministrator: MeBody = {
  id: 1,
  type: 'Administrator',
  email: 'admin@prestamos.local',
  firstNames: 'Administrador',
  lastNames: 'Principal',
  affiliate: null,
  dni: null,
  assignedLine: null,
  profileComplete: false,
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A server that keeps the profile it was sent. */
async function render(initial: MeBody) {
  let me = initial;
  const fetch = vi.fn(async (_input: string, init: RequestInit) => {
    if (init.method === 'PATCH')
      me = { ...me, ...(JSON.parse(String(init.body)) as object), profileComplete: true };
    return json(me);
  });
  vi.stubGlobal('fetch', fetch);
  await renderInApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProfileQuestion />
    </QueryClientProvider>,
  );
  // The profile answers, then the modal's code arrives.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return fetch;
}

const dialog = () => document.querySelector('[role="dialog"]');
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** Types into a field and leaves it: its message shows once touched. */
async function type(field: HTMLInputElement, value: string) {
  await typeInto(field, value);
  await act(async () => field.blur());
}

afterEach(() => vi.unstubAllGlobals());

describe('the profile question in the back-office', () => {
  it('asks an administrator without cédula or phone for both, with the spec messages, and cannot be closed', async () => {
    await render(firstAdministrator);
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Completa tus datos'));
    expect(dialog()!.querySelector('button[aria-label]')).toBeNull(); // no close button
    await type(input('dni'), '12');
    await type(input('phoneNumber'), '1234');
    await vi.waitFor(() => expect(dialog()!.textContent).toContain('La cédula no es válida'));
    expect(dialog()!.textContent).toContain('El formato permitido es +580000000000');
    await act(async () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(dialog()).not.toBeNull();
  });

  it('saves them for the signed-in account and goes away', async () => {
    const fetch = await render(firstAdministrator);
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await type(input('dni'), '12345678');
    await type(input('phoneNumber'), '04141234567');
    await act(async () => dialog()!.querySelector('form')!.requestSubmit());
    await vi.waitFor(() => expect(dialog()).toBeNull());
    const patch = fetch.mock.calls.find(([, init]) => init.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/auth/me');
    expect(JSON.parse(String(patch[1].body))).toEqual({ dni: '12345678', phoneNumber: '04141234567' });
  });

  it('asks nothing of an administrator whose profile is complete', async () => {
    await render({ ...firstAdministrator, dni: '12345678', profileComplete: true });
    expect(dialog()).toBeNull();
  });
});
