import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';

export interface RenderOptions {
  /** Mounts the node as the element of an in-memory route with this path, for components that link or navigate. */
  route?: string;
  /** The URL the in-memory router starts at (with `route`); the route's path by default. */
  url?: string;
  /**
   * A query cache, as the panels' providers give (reads with no server behind them fail once,
   * quietly). Off by default: the landing has none, and a component of its path must not need one.
   */
  queries?: boolean;
}

export interface Rendered {
  /** The div the node is mounted in, appended to document.body. */
  container: HTMLElement;
  /** Renders another node in the same wrappers and root (with `route`, a fresh router at `url`). */
  rerender(node: ReactNode): Promise<void>;
}

const mounted: { root: Root; container: HTMLElement }[] = [];

function wrap(node: ReactNode, { route, url }: RenderOptions, queries?: QueryClient): ReactNode {
  const inner =
    route === undefined ? (
      node
    ) : (
      <RouterProvider
        router={createMemoryRouter([{ path: route, element: node }], { initialEntries: [url ?? route] })}
      />
    );
  const themed = <MantineProvider env="test">{inner}</MantineProvider>;
  return queries ? <QueryClientProvider client={queries}>{themed}</QueryClientProvider> : themed;
}

/**
 * Mounts a node as the app does (inside Mantine, optionally on a route) in a fresh div on the page.
 * The setup file unmounts it and removes the div after each test.
 */
export async function renderInApp(node: ReactNode, options: RenderOptions = {}): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  const queries = options.queries
    ? new QueryClient({ defaultOptions: { queries: { retry: false } } })
    : undefined;
  await act(async () => root.render(wrap(node, options, queries)));
  return {
    container,
    rerender: (next) => act(async () => root.render(wrap(next, options, queries))),
  };
}

/** Unmounts everything renderInApp mounted; called after each test by the setup file. */
export async function unmountAll() {
  for (const { root, container } of mounted.splice(0).reverse()) {
    await act(async () => root.unmount());
    container.remove();
  }
}
