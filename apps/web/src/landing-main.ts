// First: the conditions' "today" is counted in the server's APP_TIMEZONE, their amounts in its unit.
import './lib/business-time-zone';
import './lib/page-unit';
import { CARRIER_SIGN_IN_ANCHOR } from '@app/domain';
import { paths } from './app/paths';
import { APPLICATION_ID } from './features/landing/landing-ids';
import { showConditions } from './features/landing/landing-conditions';
import './app/landing-styles';
import { standIn, whenNear, type Mount } from './features/landing/stand-in-form';
import { hasCarriedToasts } from './lib/carried-toasts-key';
import { getSession } from './lib/session';

/**
 * The landing's start (issue 16, decision 26): the page is HTML rendered at build time, and nothing here
 * needs React. Its forms work as plain markup at once; React and the real forms load as islands when a
 * visitor reaches for one, so a phone opening the page has no framework to run before it answers.
 */
const islands = () => import('./app/landing-islands');
// Each form downloads beside React, not after it.
const mountLoginForm: Mount = (box, handoff) =>
  Promise.all([islands(), import('./features/auth/login-form')]).then(([island, { LoginForm }]) =>
    island.mountLoginForm(box, handoff, LoginForm),
  );
const mountApplyForm: Mount = (box, handoff) =>
  Promise.all([islands(), import('./features/credit-requests/apply-form')]).then(([island, form]) =>
    island.mountApplyForm(box, handoff, form.default),
  );

// Spec: the landing's login box sends a carrier already signed in to their loans.
if (getSession()?.user.type === 'Carrier') window.location.replace(paths.carrier.loans);
else start();

function start(): void {
  showConditions();

  const loginBox = document.getElementById(CARRIER_SIGN_IN_ANCHOR);
  const loginForm = loginBox?.querySelector('form');
  if (loginForm) standIn(loginForm, 'login', mountLoginForm);

  const application = document.getElementById(APPLICATION_ID);
  const applyForm = application?.querySelector('form');
  if (application && applyForm) {
    const loadApplication = standIn(applyForm, 'application', mountApplyForm);
    // Once the visitor scrolls, the form loads as it nears the screen, usually before they reach it; a page
    // just opened downloads nothing more. The hero's button starts it while the page scrolls down.
    addEventListener('scroll', () => whenNear(application, loadApplication), { once: true, passive: true });
    document.querySelector(`a[href="#${APPLICATION_ID}"]`)?.addEventListener('click', loadApplication);
    if (window.location.hash === `#${APPLICATION_ID}`) loadApplication();
  }

  // A link to the login box (e-mails, the set-password page) puts the cursor in its e-mail field: once
  // the page has loaded, since the browser's own jump to the anchor, a non-focusable box, blurs the page.
  if (window.location.hash === `#${CARRIER_SIGN_IN_ANCHOR}`)
    afterLoad(() => loginForm?.querySelector('input')?.focus());

  // A panel that sent the visitor here (a new password, a logout) may have left a toast to show.
  if (hasCarriedToasts()) void islands().then((module) => module.showToasts());
}

function afterLoad(task: () => void): void {
  const next = () => requestAnimationFrame(task);
  if (document.readyState === 'complete') next();
  else addEventListener('load', next, { once: true });
}
