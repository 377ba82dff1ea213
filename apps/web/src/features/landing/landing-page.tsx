import type { ReactNode } from 'react';
import { LandingFooter } from './landing-footer';
import { ProcessSteps } from './process-steps';
import classes from './landing.module.css';

/** Spec: the public landing page: hero with the carrier login box, the 3 steps, the application, the footer. */
export function LandingPage({ loginBox }: { loginBox: ReactNode }) {
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
            <a className={classes.cta} href="#solicitud">
              Solicitar crédito
            </a>
          </div>
          <div className={classes.loginCard}>{loginBox}</div>
        </div>
      </header>
      <main>
        <ProcessSteps />
        <section
          id="solicitud"
          className={`${classes.section} ${classes.application}`}
          aria-labelledby="solicitud-title"
        >
          <div className={classes.container}>
            <h2 id="solicitud-title" className={classes.sectionTitle}>
              Solicita tu crédito
            </h2>
            <p className={classes.muted}>
              Muy pronto podrás enviar aquí tu solicitud con tu cédula y el monto en bolívares.
            </p>
          </div>
        </section>
      </main>
      <LandingFooter />
    </>
  );
}
