import { messages, referenceUnit, type SessionBody } from '@app/domain';
import { clearSession, getSession, loginPathFor, setSession } from './session';

/** An API failure: `message` is the body's `error` (the toast text), `fields` the per-field messages on 400. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** false for calls made without a session (login): no Bearer, no refresh on 401. */
  auth?: boolean;
  /** false to send the Bearer but give up on 401 without refreshing (logout). */
  refreshOn401?: boolean;
  /** Extra headers for this call (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** A page of a list and the total the API reports in X-Total-Count. */
export interface Page<T> {
  items: T[];
  total: number;
  /** The response's headers, for totals a list sends beside the count (X-Total-Petro). */
  headers?: Headers;
}

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Called once when the session is gone for good (refresh refused), with that account's login page. */
  onSignedOut: (loginPath: string) => void;
}

let unitHeard: (code: string) => void = () => {};
/**
 * Who is told when an answer is counted in another unit than the one in force (a page the phone
 * kept from before a change): called before the answer reaches the screen.
 */
export function onUnitHeard(listener: (code: string) => void): void {
  unitHeard = listener;
}

export function createApiClient({ fetch: doFetch, onSignedOut }: ApiClientDeps) {
  // Concurrent 401s share one refresh: the refresh token rotates, so a second call would be refused.
  let refreshing: Promise<SessionBody | null> | null = null;

  function send(path: string, options: RequestOptions, token?: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return doFetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  }

  /**
   * The renewed session, or null when the server refused the refresh token (signed out). Rejects
   * when no answer came (network, a server restarting): the session is kept, and the next call
   * sends the same token again, which the server honours once more if it had rotated it.
   */
  function refreshSession(stale: SessionBody): Promise<SessionBody | null> {
    refreshing ??= (async () => {
      try {
        const res = await send('/api/auth/refresh', { method: 'POST', body: { refresh: stale.refresh } });
        if (res.status >= 500) throw new Error(`refresh answered ${res.status}`);
        const fresh = res.ok ? ((await res.json()) as SessionBody) : null;
        if (fresh?.access_token) {
          setSession(fresh);
          return fresh;
        }
        clearSession();
        onSignedOut(loginPathFor(stale.user.type));
        return null;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function fetchWithSession(path: string, options: RequestOptions): Promise<Response> {
    const session = options.auth === false ? null : getSession();
    const res = await send(path, options, session?.access_token);
    if (res.status !== 401 || !session || options.refreshOn401 === false) return res;

    const current = getSession();
    if (!current) return res;
    // Another call renewed the token while this one was in flight: retry with it, no second refresh.
    if (current.access_token !== session.access_token) return send(path, options, current.access_token);
    const fresh = await refreshSession(current);
    return fresh ? send(path, options, fresh.access_token) : res;
  }

  async function call(path: string, options: RequestOptions): Promise<Response> {
    let res: Response;
    try {
      res = await fetchWithSession(path, options);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiError(messages.genericError, 0);
    }
    if (!res.ok) throw await toApiError(res);
    const unit = res.headers.get('X-Reference-Unit');
    if (unit && unit !== referenceUnit().code) unitHeard(unit);
    return res;
  }

  /** One JSON call; resolves with the parsed body (undefined for an empty one). */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return readJson<T>(await call(path, options));
  }

  /** A list call: the items, the X-Total-Count header (the page length when missing) and all headers. */
  async function list<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
    const res = await call(path, options);
    const items = (await readJson<T[]>(res)) ?? [];
    const total = Number(res.headers.get('X-Total-Count') ?? items.length);
    return { items, total: Number.isFinite(total) ? total : items.length, headers: res.headers };
  }

  /** One JSON call with its headers: a page that is an object (a ledger) counts its rows in X-Total-Count. */
  async function withHeaders<T>(
    path: string,
    options: RequestOptions = {},
  ): Promise<{ body: T; headers: Headers }> {
    const res = await call(path, options);
    return { body: await readJson<T>(res), headers: res.headers };
  }

  /** A file the API sends (an export): its bytes and the name its Content-Disposition gives. */
  async function file(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; name: string }> {
    const res = await call(path, options);
    const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'archivo';
    return { blob: await res.blob(), name };
  }

  return { request, list, withHeaders, file };
}

function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The error an answer that is not ok carries: its `{ error }` (the toast text), or the generic one. */
export async function toApiError(res: Response): Promise<ApiError> {
  let body: { error?: unknown; fields?: Record<string, string> } | undefined;
  try {
    body = await readJson(res);
  } catch {
    body = undefined;
  }
  const message = typeof body?.error === 'string' && body.error ? body.error : messages.genericError;
  return new ApiError(message, res.status, body?.fields);
}

/** The app's client. A refused refresh reloads the login page, which also drops every cached query. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  onSignedOut: (loginPath) => window.location.assign(loginPath),
});
