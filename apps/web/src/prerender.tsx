import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { LandingApp } from './app/landing-app';
import { paths } from './app/paths';
import { Providers } from './app/providers';
import type { AppRoute } from './app/route-modules';
import { routes } from './app/router';

/**
 * The build's server-side entry (vite build --ssr): the public pages as HTML, with the same components
 * the browser hydrates. scripts/prerender.mjs writes them into the built pages.
 */
export function renderLanding(): string {
  return renderToString(<LandingApp />);
}

/** A page of the app's router at `path`, once its lazy route modules have loaded (Suspense waits for them). */
export async function renderRoute(path: string): Promise<string> {
  // A boundary sent apart arrives hidden, to be moved in by an inline script the pages' CSP refuses.
  const html = await renderOnce(path);
  if (html.includes('<template id="B:'))
    throw new Error(`${path}: a part of the page was not ready at build time`);
  return html;
}

async function renderOnce(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={path}>
      <Providers>
        <AppRoutes />
      </Providers>
    </StaticRouter>,
    // One piece: a large boundary would otherwise be sent apart, to be moved in by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const c = paths.carrier;
/**
 * The carrier's pages as a signed-in carrier first sees them (the frame, the page's title, its
 * placeholders): on a phone's first visit they paint before the app's code arrives (issue 33).
 */
const carrierPages = [c.loans, c.payments, c.addPayment, c.requests, c.addRequest, c.account, c.documents];

/** The pages rendered at build time: their paths, and the file each is written to. */
export const prerenderedPages = [
  { path: paths.adminLogin, file: 'iniciar-sesion.html' },
  { path: paths.forgotPassword, file: 'olvide-mi-contrasena.html' },
  ...carrierPages.map((path) => ({ path, file: `${path.slice(1).replace(/\//g, '-')}.html` })),
  { path: '/pagina-que-no-existe', file: 'no-encontrada.html', notFound: true },
];

/** Every path pattern the app's router answers ('/x/:id'), for the server to tell a page from a 404. */
export function routePatterns(list: readonly AppRoute[] = routes, parent = ''): string[] {
  return list.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined && route.path !== '*' ? [path] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}
