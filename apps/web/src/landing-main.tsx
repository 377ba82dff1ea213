import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';
import { paths } from './app/paths';
import { getSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from landing.html');

// Spec: the landing's login box sends a carrier already signed in to their loans.
if (getSession()?.user.type === 'Carrier') window.location.replace(paths.carrier.loans);
else {
  const app = (
    <StrictMode>
      <LandingApp />
    </StrictMode>
  );
  // The server sends the page rendered at build time: React takes over that markup instead of redrawing it.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
