import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import { renderInApp } from './render';

/** A JSON answer as the API sends one; a list's total travels in `headers` (X-Total-Count). */
export const jsonResponse = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** Lets the queries a page sent answer (the fake fetch resolves within a few turns). */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/**
 * Mounts a page on its route at `url`, with `fetch` answered by `answer`, once its first queries
 * have answered; `urls` lists what it asked the API for. The setup file unstubs nothing: call
 * `vi.unstubAllGlobals()` after each test.
 */
export async function renderPage(
  page: ReactNode,
  { route, url }: { route: string; url: string },
  answer: (url: string, init?: RequestInit) => Response,
) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => answer(input, init));
  vi.stubGlobal('fetch', fetch);
  const { container } = await renderInApp(page, { route, url, queries: true });
  await settle();
  return { container, fetch, urls: () => fetch.mock.calls.map(([input]) => input) };
}
