import { useEffect } from 'react';
import { carryToasts } from '../../lib/carried-toasts';

/**
 * The landing is its own page (landing.html, pre-rendered, without this router): a link to it from a
 * panel loads that page, hash included, with the toasts on screen, instead of rendering it here.
 */
export function LandingIsItsOwnPage() {
  useEffect(() => {
    carryToasts();
    window.location.reload();
  }, []);
  return null;
}
