import { CarrierLoginBox } from '../features/auth/carrier-login-box';
import { LandingPage } from '../features/landing/landing-page';
import { useEffect } from 'react';
import { showCarriedToasts } from '../lib/carried-toasts';
import { Providers } from './providers';

/** The landing page as its own app: no router (links load pages), rendered at build time and hydrated. */
export function LandingApp() {
  // A panel that sent the visitor here (a new password, a logout) may have left a toast to show.
  useEffect(showCarriedToasts, []);
  return (
    <Providers>
      <LandingPage loginBox={<CarrierLoginBox />} />
    </Providers>
  );
}
