// First: every "today" below is counted in the server's APP_TIMEZONE, every amount in its unit.
import './lib/business-time-zone';
import './lib/page-unit';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { requireAccount } from './app/guards';
import { paths } from './app/paths';
import { Providers } from './app/providers';
import './app/mantine-styles';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

// A page rendered at build time (login, forgotten password, not found, the carrier's pages): React takes
// over its markup, keeping it on screen while the route's code arrives, instead of redrawing it. A carrier
// page is drawn as a signed-in carrier sees it: anyone else is sent away, drawn afresh (not a mismatch).
const notTheirs =
  window.location.pathname.startsWith(`${paths.carrier.root}/`) && requireAccount('Carrier')() !== null;
// In a transition, hydration yields to the browser every few milliseconds instead of one long task (TBT).
if (root.hasChildNodes() && !notTheirs) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
