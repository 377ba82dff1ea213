import type { ReactNode } from 'react';
import { CARRIER_SIGN_IN_ANCHOR, unitPlural, unitSymbol } from '@app/domain';
import { ApplicationPreview } from './application-preview';
import { APPLICATION_ID } from './landing-ids';
import { LandingFooter } from './landing-footer';
import { LoanConditionsSection } from './loan-conditions';
import { ProcessSteps } from './process-steps';

/**
 * Spec: the public landing page: hero with the carrier login box, the 3 steps, the application, the footer.
 * Markup only, rendered at build time: the page's start script (landing-main.ts) brings it to life.
 */
export function LandingPage({ loginBox }: { loginBox: ReactNode }) {
  return (
    <>
      <header className="landing-hero">
        <div className="landing-container landing-hero-grid">
          <div>
            <p className="landing-brand">Préstamos para transportistas</p>
            <h1 className="landing-title">Créditos para transportistas</h1>
            <p className="landing-lead">
              {/* Marked: the server writes the cooperative's unit into the page built here in petros. */}
              Microcréditos en <span data-unit="plural">{unitPlural()}</span> (
              <span data-unit="symbol">{unitSymbol()}</span>) para conductores de taxi, autobús y mototaxi.
              Solicítalo en línea y págalo en cuotas.
            </p>
            <a className="landing-cta" href={`#${APPLICATION_ID}`}>
              Solicitar crédito
            </a>
          </div>
          <div id={CARRIER_SIGN_IN_ANCHOR} className="landing-login-card">
            {loginBox}
          </div>
        </div>
      </header>
      <main>
        <ProcessSteps />
        <LoanConditionsSection />
        <section
          id={APPLICATION_ID}
          className="landing-section landing-application"
          aria-labelledby="solicitud-title"
        >
          <div className="landing-container">
            <h2 id="solicitud-title" className="landing-section-title">
              Solicita tu crédito
            </h2>
            <p className="landing-muted">
              Escribe tu cédula de afiliado y el monto que necesitas en bolívares.
            </p>
            <div className="landing-application-card">
              <ApplicationPreview />
            </div>
          </div>
        </section>
      </main>
      <LandingFooter />
    </>
  );
}
