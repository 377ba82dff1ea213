import { useEffect } from 'react';
import { carryToasts } from '../../lib/carried-toasts';

const RELOADED_AT = 'landing-reloaded-at';

/**
 * The landing is its own page (landing.html, pre-rendered, without this router): a link to it from a
 * panel loads that page, hash included, with the toasts on screen, instead of rendering it here. Should the
 * load bring this app back (a cache answering '/' with the app's shell), a link is offered, never a loop.
 */
export function LandingIsItsOwnPage() {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  const looping = Date.now() - last < 5000;
  useEffect(() => {
    if (looping) return;
    carryToasts();
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  }, [looping]);
  return looping ? (
    <main>
      <a href="/">Ir al inicio</a>
    </main>
  ) : null;
}
