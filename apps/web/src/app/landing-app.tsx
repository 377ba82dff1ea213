import { LoginFormPreview } from '../features/auth/login-form-preview';
import { LandingPage } from '../features/landing/landing-page';
import { Providers } from './providers';

/**
 * The landing page's markup, rendered at build time (src/prerender.tsx) and never hydrated: its start
 * script (landing-main.ts) brings it to life, and its forms load as islands (landing-islands.tsx).
 */
export function LandingApp() {
  return (
    <Providers>
      <LandingPage loginBox={<LoginFormPreview />} />
    </Providers>
  );
}
