import type { SessionBody } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../lib/session';
import { listBook } from './list-book';

const session = (n: number): SessionBody => ({
  access_token: `access-${n}`,
  refresh: `refresh-${n}`,
  user: {
    id: 1,
    type: 'Administrator',
    email: 'ana@example.com',
    firstNames: 'Ana',
    lastNames: 'Pérez',
    affiliate: null,
  },
  message: 'ok',
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

/** A fake API whose lists want 'access-2' and answer the book's headers; refresh hands out session 2. */
function fakeApi() {
  return vi.fn(async (input: string, init: RequestInit) => {
    if (input === '/api/auth/refresh') return json(200, session(2));
    if (bearer(init) !== 'Bearer access-2') return json(401, { error: 'Token vencido.' });
    return json(200, [{ id: 1 }], { 'X-Total-Count': '41', 'X-Total-Petro': '1234.5678' });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a book list', () => {
  it('hands over the rows, the count and the ₽ total of every matching row', async () => {
    setSession(session(2));
    vi.stubGlobal('fetch', fakeApi());
    await expect(listBook('/api/ingress', { limit: 20, offset: 0 })).resolves.toMatchObject({
      items: [{ id: 1 }],
      total: 41,
      totalPetro: 1234.5678,
    });
  });

  it('on 401 lets the shared client renew the session (once), then reads again', async () => {
    setSession(session(1));
    const fetch = fakeApi();
    vi.stubGlobal('fetch', fetch);

    const page = await listBook('/api/ingress', { limit: 20, offset: 0, dni: '123' });

    expect(page.totalPetro).toBe(1234.5678);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(getSession()?.access_token).toBe('access-2');
    expect(fetch.mock.calls.at(-1)![0]).toBe('/api/ingress?limit=20&offset=0&dni=123');
  });
});
