import { useEffect, type ReactNode } from 'react';
import { CARRIER_SIGN_IN_ANCHOR } from '@app/domain';
import { loadApplyForm } from '../credit-requests';
import { ApplicationSection } from './application-section';
import { LandingFooter } from './landing-footer';
import { LoanConditionsSection } from './loan-conditions';
import { ProcessSteps } from './process-steps';
import { useHydrated } from '../../components/hydrated-fieldset';
import classes from './landing.module.css';

/** The application's anchor (paths.applicationAnchor). */
const APPLICATION_ID = 'solicitud';

/** Spec: the public landing page: hero with the carrier login box, the 3 steps, the application, the footer. */
export function LandingPage({ loginBox }: { loginBox: ReactNode }) {
  // This page's code arrives after the browser looked for the anchor: a link to /#solicitud lands here now.
  // A link to the login box (e-mails, the set-password page) also puts the cursor in its e-mail field.
  // After React took the markup over: the login box's fields are disabled until then.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const hash = window.location.hash;
    if (hash === `#${APPLICATION_ID}`) document.getElementById(APPLICATION_ID)?.scrollIntoView();
    if (hash === `#${CARRIER_SIGN_IN_ANCHOR}`) {
      const box = document.getElementById(CARRIER_SIGN_IN_ANCHOR);
      box?.scrollIntoView();
      box?.querySelector<HTMLInputElement>('input')?.focus();
    }
  }, [hydrated]);

  return (
    <>
      <header className={classes.hero}>
        <div className={`${classes.container} ${classes.heroGrid}`}>
          <div>
            <p className={classes.brand}>Préstamos para transportistas</p>
            <h1 className={classes.title}>Créditos para transportistas</h1>
            <p className={classes.lead}>
              Microcréditos en petros (₽) para conductores de taxi, autobús y mototaxi. Solicítalo en línea y
              págalo en cuotas.
            </p>
            {/* The click starts the form's download while the page scrolls to it. */}
            <a className={classes.cta} href="#solicitud" onClick={() => void loadApplyForm()}>
              Solicitar crédito
            </a>
          </div>
          <div id={CARRIER_SIGN_IN_ANCHOR} className={classes.loginCard}>
            {loginBox}
          </div>
        </div>
      </header>
      <main>
        <ProcessSteps />
        <LoanConditionsSection />
        <section
          id={APPLICATION_ID}
          className={`${classes.section} ${classes.application}`}
          aria-labelledby="solicitud-title"
        >
          <div className={classes.container}>
            <h2 id="solicitud-title" className={classes.sectionTitle}>
              Solicita tu crédito
            </h2>
            <p className={classes.muted}>
              Escribe tu cédula de afiliado y el monto que necesitas en bolívares.
            </p>
            <div className={classes.applicationCard}>
              <ApplicationSection />
            </div>
          </div>
        </section>
      </main>
      <LandingFooter />
    </>
  );
}
