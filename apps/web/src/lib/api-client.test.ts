import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionBody } from '@app/domain';
import { ApiError, createApiClient } from './api-client';
import { getSession, setSession } from './session';

const session = (type: 'Administrator' | 'Carrier', n: number): SessionBody => ({
  access_token: `access-${n}`,
  refresh: `refresh-${n}`,
  user: { id: 1, type, email: 'ana@example.com', firstNames: 'Ana', lastNames: 'Pérez', affiliate: null },
  message: 'ok',
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

/** A fake API: /api/auth/refresh answers `refreshAnswer`; other paths want the current access token. */
function fakeApi(refreshAnswer: () => Response, validToken = 'access-2') {
  return vi.fn(async (input: string, init: RequestInit) => {
    if (input === '/api/auth/refresh') return refreshAnswer();
    if (bearer(init) !== `Bearer ${validToken}`) return json(401, { error: 'Token vencido.' });
    return json(200, { path: input }, { 'X-Total-Count': '42' });
  });
}

describe('api client', () => {
  let onSignedOut: ReturnType<typeof vi.fn<(path: string) => void>>;
  beforeEach(() => {
    onSignedOut = vi.fn<(path: string) => void>();
  });

  it('sends the Bearer token and reads JSON', async () => {
    setSession(session('Administrator', 2));
    const fetch = fakeApi(() => json(500, {}));
    const api = createApiClient({ fetch, onSignedOut });
    await expect(api.request('/api/a')).resolves.toEqual({ path: '/api/a' });
    expect(bearer(fetch.mock.calls[0]![1])).toBe('Bearer access-2');
  });

  it('on 401 refreshes once, stores the new session and retries', async () => {
    setSession(session('Administrator', 1));
    const fetch = fakeApi(() => json(200, session('Administrator', 2)));
    const api = createApiClient({ fetch, onSignedOut });

    await expect(api.request('/api/a')).resolves.toEqual({ path: '/api/a' });

    const refreshes = fetch.mock.calls.filter(([url]) => url === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]![1].body as string)).toEqual({ refresh: 'refresh-1' });
    expect(getSession()?.access_token).toBe('access-2');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    setSession(session('Carrier', 1));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.fn(async (input: string, init: RequestInit) => {
      if (input === '/api/auth/refresh') {
        await gate;
        return json(200, session('Carrier', 2));
      }
      return bearer(init) === 'Bearer access-2' ? json(200, { path: input }) : json(401, { error: 'x' });
    });
    const api = createApiClient({ fetch, onSignedOut });

    const calls = Promise.all([api.request('/api/a'), api.request('/api/b'), api.request('/api/c')]);
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/auth/refresh')).toBe(true));
    release();

    await expect(calls).resolves.toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }]);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('when the refresh is refused, clears the session and sends an admin to the back-office login', async () => {
    setSession(session('Administrator', 1));
    const fetch = fakeApi(() => json(401, { error: 'Sesión inválida.' }));
    const api = createApiClient({ fetch, onSignedOut });

    const results = await Promise.allSettled([api.request('/api/a'), api.request('/api/b')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 401,
        message: 'Token vencido.',
      });
    }
    expect(getSession()).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledWith('/backoffice/iniciar-sesion');
  });

  it('sends a carrier whose refresh fails to the landing page', async () => {
    setSession(session('Carrier', 1));
    const api = createApiClient({ fetch: fakeApi(() => json(401, {})), onSignedOut });
    await expect(api.request('/api/a')).rejects.toBeInstanceOf(ApiError);
    expect(onSignedOut).toHaveBeenCalledWith('/');
  });

  it('keeps the session when a refresh gets no answer, and sends the same token on the next call', async () => {
    setSession(session('Carrier', 1));
    // The connection drops, then the server is restarting, then it answers the same token (its grace).
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(503, { error: 'El servidor se está reiniciando. Intente de nuevo en unos segundos.' }),
      () => json(200, session('Carrier', 2)),
    ];
    const fetch = fakeApi(() => answers.shift()!());
    const api = createApiClient({ fetch, onSignedOut });

    for (let i = 0; i < 2; i++) {
      await expect(api.request('/api/a')).rejects.toMatchObject({ message: 'Hubo un error.', status: 0 });
      expect(getSession()?.refresh).toBe('refresh-1');
    }
    await expect(api.request('/api/a')).resolves.toEqual({ path: '/api/a' });
    const refreshes = fetch.mock.calls.filter(([url]) => url === '/api/auth/refresh');
    expect(refreshes.map(([, init]) => JSON.parse(init.body as string))).toEqual([
      { refresh: 'refresh-1' },
      { refresh: 'refresh-1' },
      { refresh: 'refresh-1' },
    ]);
    expect(getSession()?.access_token).toBe('access-2');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it("turns error bodies into the body's message, or 'Hubo un error.'", async () => {
    const answers = [json(400, { error: 'Datos inválidos.', fields: { amount: 'Solo cifras positivas.' } })];
    answers.push(new Response('<html>bad gateway</html>', { status: 502 }));
    const api = createApiClient({ fetch: vi.fn(async () => answers.shift()!), onSignedOut });

    await expect(api.request('/api/a', { auth: false })).rejects.toMatchObject({
      message: 'Datos inválidos.',
      status: 400,
      fields: { amount: 'Solo cifras positivas.' },
    });
    await expect(api.request('/api/a', { auth: false })).rejects.toMatchObject({ message: 'Hubo un error.' });
  });

  it('reads the list total from X-Total-Count and builds the query string', async () => {
    setSession(session('Administrator', 2));
    const fetch = vi.fn(async (input: string) =>
      json(200, [{ id: 1 }], { 'X-Total-Count': '42', 'X-Url': input }),
    );
    const api = createApiClient({ fetch, onSignedOut });
    await expect(
      api.list('/api/prices/', { query: { limit: 20, offset: 40, dni: undefined } }),
    ).resolves.toMatchObject({
      items: [{ id: 1 }],
      total: 42,
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/prices/?limit=20&offset=40');
  });
});
