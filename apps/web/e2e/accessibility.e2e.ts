import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '@app/domain';
import {
  adminToken,
  approvedLoan,
  call,
  createAffiliate,
  createCarrierAccount,
  ensureRate,
} from './admin-api';
import { launch, signIn, url } from './browser';
import { misformattedAmounts } from './amount-format';
import { describeFindings, scan, type Finding } from './axe';
import { newestMailTo } from './mail-files';
import { loanApprovedDaysAgo } from './server-database';

/**
 * Issue 16 (Accessible): axe-core on every route of the spec, with its modals open, at 360 and
 * 1280 px: no serious or critical WCAG 2.1 A/AA violation, and no sideways page scroll at 360 px.
 * Issue 27: the same walk reads every screen's amounts (lists, cards, dialogs) in the one format.
 * The other findings are counted per screen in the output.
 */
const PASSWORD = 'Accesible123!';
const WIDTHS = [360, 1280] as const;
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });
const run = String(Date.now()).slice(-6);
const voucher = `4411${run}`;

/** A screen: a route, and the states of it worth checking beside the page as loaded (a modal open). */
interface Screen {
  path: string;
  /** Waits for what the page must show before it is checked (its rows), beyond the generic wait. */
  ready?: (page: Page) => Promise<void>;
  states?: {
    name: string;
    open: (page: Page) => Promise<void>;
    /** Undoes `open`; by default Escape closes the dialog. */
    close?: (page: Page) => Promise<void>;
    /** The one width the state exists at. */
    only?: number;
  }[];
}

/** Ids the edit pages and modals need, made in beforeAll. */
const made = {
  carrier: { email: '', dni: '', id: 0 },
  affiliateId: 0,
  applicantDni: '',
  loanId: 0,
  administratorId: 0,
  organizationId: 0,
  resetToken: '',
};

/** The phone's sidebar, opened and closed by its burger. */
const phoneMenu = {
  name: 'menú',
  only: 360,
  open: async (page: Page) => {
    await page.getByRole('button', { name: 'Menú', exact: true, expanded: false }).click();
    await page.getByRole('navigation').getByRole('link').first().waitFor({ state: 'visible' });
  },
  close: async (page: Page) => {
    await page.getByRole('button', { name: 'Menú', exact: true, expanded: true }).click();
    // Folded away, the sidebar slides off the left edge rather than disappearing.
    const link = page.getByRole('navigation').getByRole('link').first();
    await expect.poll(async () => (await link.boundingBox())?.x ?? 0).toBeLessThan(0);
  },
};

/** A form sent empty: its messages shown (red text, aria-invalid fields); validation sends nothing. */
const formErrors = {
  name: 'errores',
  open: async (page: Page) => {
    await page.locator('main form button[type="submit"]').first().click();
    await page.locator('main [aria-invalid="true"]').first().waitFor();
  },
  close: async () => {},
};

/** A row's status select, its options listed. */
const statusOptions = {
  name: 'opciones de estado',
  open: async (page: Page) => {
    await page.getByRole('row').nth(1).getByRole('combobox').click();
    await page.getByRole('listbox').waitFor();
  },
};

/**
 * Opens `path`: the first time by loading the app, then as a click on a link would (the router's
 * own navigation), so the app and axe stay loaded; the new screen is there once it has a heading
 * of its own.
 */
async function visit(page: Page, path: string) {
  if (page.url() === url(path)) {
    // Already there (where signing in lands): nothing to change.
  } else if (page.url().startsWith(url('/')) && new URL(page.url()).pathname !== '/' && path !== '/') {
    // Within the app its router moves; the landing is a page of its own (no router): it is loaded.
    await page.evaluate((next) => {
      document.querySelectorAll('h1, h2, h3').forEach((heading) => heading.setAttribute('data-seen', ''));
      history.pushState(null, '', next);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else await page.goto(url(path));
  await settle(page);
}

/** Nothing loading any more: no skeleton, no busy region, a heading painted. */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('h1:not([data-seen]), h2:not([data-seen]), h3:not([data-seen])') !== null &&
      document.querySelector('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root') === null,
  );
}

/** A dialog by name, open and painted. */
async function dialog(page: Page, name: string | RegExp) {
  const shown = page.getByRole('dialog', { name });
  await shown.waitFor();
  await settle(page);
}

/** Chooses an option in a row's status select (the decision dialogs open from there). */
async function choose(page: Page, status: string) {
  await page.getByRole('row').nth(1).getByRole('combobox').click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

const rows = (page: Page) => page.locator('tbody tr td').first().waitFor();

const publicScreens = (): Screen[] => [
  { path: '/' },
  { path: '/backoffice/iniciar-sesion', states: [formErrors] },
  { path: '/olvide-mi-contraseña', states: [formErrors] },
  { path: `/${made.resetToken}/recuperar-contraseña` },
  { path: `/${'x'.repeat(43)}/recuperar-contraseña` },
  { path: `/confirmar-correo/${'x'.repeat(43)}` },
  { path: '/esta-pagina-no-existe' },
];

const carrierScreens = (): Screen[] => [
  {
    path: '/panel/mis-prestamos',
    states: [
      {
        name: 'Pagos',
        open: async (page) => {
          await page
            .getByRole('button', { name: /^Pagos/ })
            .first()
            .click();
          await dialog(page, 'Pagos');
        },
      },
      phoneMenu,
    ],
  },
  {
    path: '/panel/mis-pagos',
    ready: (page) => page.getByText(voucher).first().waitFor(),
  },
  { path: '/panel/agregar-pago', states: [formErrors] },
  { path: '/panel/lista-solicitudes', ready: rows },
  // This carrier owes a loan: the page says so, with a link to it, instead of the form (issue 27).
  { path: '/panel/agregar-solicitud', ready: (page) => page.getByText(messages.loanUnpaid).waitFor() },
  { path: '/panel/mi-cuenta' },
  // Issue 31: each kind missing, its upload controls loaded after the list.
  {
    path: '/panel/mis-documentos',
    ready: (page) => page.getByRole('button', { name: 'Elegir archivo' }).first().waitFor(),
  },
];

const b = '/backoffice/panel';
/** Opens the delete confirmation of the first row that may be deleted. */
const confirmDelete = {
  name: 'Eliminar',
  open: async (page: Page) => {
    await page.locator('button[aria-label^="Eliminar "]:not([disabled])').first().click();
    await dialog(page, 'Confirmar');
  },
};

const adminScreens = (): Screen[] => [
  { path: `${b}/resumen` },
  {
    path: `${b}/ingresos`,
    ready: rows,
    states: [phoneMenu],
  },
  {
    path: `${b}/agregar-nuevo-ingreso`,
    states: [
      {
        name: 'fondo y crédito',
        open: async (page) => {
          await page.getByLabel('Registro de fondo').check();
          await page.getByLabel('Registro de crédito').check();
          await page.getByLabel('Origen').waitFor();
        },
      },
      formErrors,
    ],
  },
  { path: `${b}/egresos`, ready: rows },
  { path: `${b}/agregar-nuevo-egreso`, states: [formErrors] },
  { path: `${b}/fondos`, ready: rows },
  {
    path: `${b}/tasas`,
    ready: rows,
    states: [
      {
        name: 'Registrar tasa',
        open: async (page) => {
          await page
            .getByText(/1 ₽ = [\d.,]+ bs/)
            .first()
            .click();
          await dialog(page, 'Registrar tasa');
        },
      },
    ],
  },
  { path: `${b}/agregar-tasa`, states: [formErrors] },
  { path: `${b}/intereses` },
  { path: `${b}/agregar-interes`, states: [formErrors] },
  { path: `${b}/reglas` },
  { path: `${b}/agregar-regla`, states: [formErrors] },
  {
    path: `${b}/configuracion`,
    states: [
      formErrors,
      {
        // Previewed and asked to confirm, never confirmed: Escape closes the dialog, the unit stays.
        name: 'Confirmar cambio de unidad',
        open: async (page) => {
          await page.getByLabel('Nueva unidad').selectOption({ index: 1 });
          await page.getByLabel(/equivale a/).fill('60,5');
          await page.getByLabel('Motivo').fill('Revisión de accesibilidad');
          await page.getByRole('button', { name: 'Vista previa' }).click();
          await page.getByRole('button', { name: 'Confirmar cambio' }).click();
          await dialog(page, 'Confirmar');
        },
      },
    ],
  },
  {
    // Issue 32: the chart as a tree, its form and the mapping's selects.
    path: `${b}/cuentas`,
    ready: rows,
    states: [
      confirmDelete,
      {
        name: 'Agregar cuenta',
        open: async (page) => {
          await page.getByRole('button', { name: 'Agregar' }).click();
          await dialog(page, 'Agregar cuenta');
        },
      },
    ],
  },
  // Issue 32: the books, one tab each; the trial balance lists the whole chart.
  { path: `${b}/contabilidad` },
  { path: `${b}/contabilidad?vista=mayor&cuenta=1.1.01` },
  { path: `${b}/contabilidad?vista=comprobacion`, ready: rows },
  { path: `${b}/contabilidad?vista=resultados` },
  { path: `${b}/contabilidad?vista=balance` },
  { path: `${b}/contabilidad?vista=cierres` },
  { path: `${b}/usuarios`, ready: rows, states: [confirmDelete] },
  {
    path: `${b}/roles`,
    ready: rows,
    states: [
      confirmDelete,
      {
        name: 'Agregar rol',
        open: async (page) => {
          await page.getByRole('button', { name: 'Agregar' }).click();
          await dialog(page, 'Agregar rol');
        },
      },
    ],
  },
  { path: `${b}/agregar-nuevo-usuario`, states: [formErrors] },
  { path: `${b}/editar-usuario/${made.administratorId}` },
  { path: `${b}/organizaciones`, ready: rows, states: [confirmDelete] },
  { path: `${b}/agregar-nueva-organizacion`, states: [formErrors] },
  { path: `${b}/editar-organizacion/${made.organizationId}` },
  { path: `${b}/afiliados`, ready: rows, states: [confirmDelete] },
  { path: `${b}/agregar-nuevo-afiliado`, states: [formErrors] },
  { path: `${b}/editar-afiliado/${made.affiliateId}` },
  { path: `${b}/transportistas`, ready: rows, states: [confirmDelete] },
  { path: `${b}/agregar-nuevo-transportista`, states: [formErrors] },
  { path: `${b}/editar-transportista/${made.carrier.id}` },
  {
    path: `${b}/pagos?cedula=${made.carrier.dni}`,
    ready: rows,
    states: [
      statusOptions,
      {
        name: 'Aprobar pago',
        open: async (page) => {
          await choose(page, 'Aprobado');
          await dialog(page, 'Aprobar pago');
        },
      },
    ],
  },
  { path: `${b}/prestamos`, ready: rows },
  {
    path: `${b}/prestamos/${made.loanId}`,
    states: [
      ['Liquidación', 'Liquidación'],
      ['Reprogramar', 'Reprogramar préstamo'],
      ['Castigar', 'Castigar préstamo'],
      ['Registrar seguimiento', 'Registrar seguimiento'],
    ].map(([button, title]) => ({
      name: title!,
      open: async (page: Page) => {
        await page.getByRole('button', { name: button, exact: true }).click();
        await dialog(page, title!);
      },
    })),
  },
  {
    path: `${b}/cobranza?cedula=${made.carrier.dni}`,
    ready: rows,
    states: [
      {
        name: 'Registrar seguimiento',
        open: async (page) => {
          await page.getByRole('button', { name: 'Seguimiento', exact: true }).first().click();
          await dialog(page, 'Registrar seguimiento');
        },
      },
    ],
  },
  {
    path: `${b}/solicitudes?cedula=${made.applicantDni}`,
    ready: rows,
    states: [
      {
        name: 'Registrar préstamo',
        open: async (page) => {
          await choose(page, 'Aprobado');
          await dialog(page, 'Registrar préstamo');
        },
      },
    ],
  },
  {
    path: `${b}/auditoria`,
    ready: rows,
    states: [
      {
        name: 'detalle',
        open: async (page) => {
          await page.locator('tbody tr[tabindex]').first().click();
          await page.getByRole('dialog').waitFor();
          await settle(page);
        },
      },
    ],
  },
  { path: `${b}/correos` },
  { path: `${b}/autorizaciones` },
];

/** What one role's sweep at one width found: failures to assert, other counts to print. */
interface Sweep {
  blocking: string[];
  overflowing: string[];
  /** Amounts not in the one money format (issue 27): the same walk reads every screen's figures. */
  misformatted: string[];
  others: string[];
}

/** Visits each screen (and state) in one signed-in page, scanning each; modals are closed again. */
async function sweep(page: Page, width: number, screens: Screen[]): Promise<Sweep> {
  const found: Sweep = { blocking: [], overflowing: [], misformatted: [], others: [] };
  let started = Date.now();
  const record = async (label: string) => {
    const result = await scan(page);
    if (result.blocking.length) found.blocking.push(describeFindings(label, result.blocking));
    if (width === 360 && result.overflow > 0) found.overflowing.push(`${label} (+${result.overflow} px)`);
    for (const amount of await misformattedAmounts(page)) found.misformatted.push(`${label}: ${amount}`);
    const skipped = result.excluded ? `, ${result.excluded} data-table scroll excluded` : '';
    found.others.push(
      `${label}: ${result.others.length} other${summary(result.others)}${skipped}, ${Date.now() - started} ms`,
    );
    started = Date.now();
  };
  for (const screen of screens) {
    await visit(page, screen.path);
    await screen.ready?.(page);
    await record(`${width} ${screen.path}`);
    for (const state of screen.states ?? []) {
      if (state.only && state.only !== width) continue;
      await state.open(page);
      await record(`${width} ${screen.path} [${state.name}]`);
      if (state.close) await state.close(page);
      else {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
    }
  }
  return found;
}

const summary = (others: Finding[]) =>
  others.length ? ` (${others.map((f) => `${f.id}×${f.selectors.length}`).join(', ')})` : '';

function report(found: Sweep) {
  console.log(found.others.join('\n'));
  expect(found.blocking, `serious or critical violations:\n${found.blocking.join('\n')}`).toEqual([]);
  expect(found.overflowing, `sideways page scroll at 360 px:\n${found.overflowing.join('\n')}`).toEqual([]);
  expect(found.misformatted, `amounts not in the one format:\n${found.misformatted.join('\n')}`).toEqual([]);
}

let browser: Browser;
const contexts: BrowserContext[] = [];

/** A signed-out page at `width`; reduced motion, so a modal is checked as shown, not mid-fade. */
async function pageAt(width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    reducedMotion: 'reduce',
    // The app's CSP (script-src 'self') refuses the injected axe script; the app itself is unchanged.
    bypassCSP: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

beforeAll(async () => {
  const token = await adminToken();
  await ensureRate(token);
  // A carrier with a loan in mora (so Cobranza lists it), a payment waiting and its request approved.
  const { affiliate, carrierId } = await createCarrierAccount(token, PASSWORD);
  made.carrier = { email: affiliate.email, dni: affiliate.dni, id: carrierId };
  made.affiliateId = affiliate.id;
  await approvedLoan(token, affiliate.dni, 2400, {
    reasonForAdmission: `Accesibilidad ${run}`,
    feeNumbers: 3,
    creditDays: 90,
  });
  const [loan] = (await call<{ id: number }[]>('GET', `/api/loan?dni=${affiliate.dni}`, token)).body;
  made.loanId = loan!.id;
  await loanApprovedDaysAgo(made.loanId, 40);
  const login = await call<{ access_token: string }>('POST', '/api/auth/carrier/login', undefined, {
    email: affiliate.email,
    password: PASSWORD,
  });
  const paid = await call('POST', '/api/payment', login.body.access_token, {
    amount: 100,
    date: today,
    voucherCode: voucher,
    loan: made.loanId,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);

  // Someone else's application waiting for a decision.
  const applicant = await createAffiliate(token);
  made.applicantDni = applicant.dni;
  expect(
    (await call('POST', '/api/request-carrier', undefined, { dni: applicant.dni, amount: 500 })).status,
  ).toBe(201);

  // A movement in each book (the income a fund), and an administrator that may be deleted.
  const income = await call('POST', '/api/ingress', token, {
    date: today,
    reasonForAdmission: `Aporte ${run}`,
    incomeAmountBs: 1000,
    isFund: true,
    isCredit: false,
    responsible: { firstNames: 'Rosa', lastNames: 'Quintero' },
    origin: 'Caja de ahorro',
  });
  expect(income.status, JSON.stringify(income.body)).toBe(201);
  const expense = await call('POST', '/api/expenses', token, {
    date: today,
    reasonForAdmission: `Papelería ${run}`,
    incomeAmount: 50,
  });
  expect(expense.status, JSON.stringify(expense.body)).toBe(201);
  const adminDni = `2${run}1`;
  const created = await call<{ id: number }>('POST', '/api/users', token, {
    firstNames: 'Marta',
    lastNames: 'Accesible',
    dni: adminDni,
    phoneNumber: '04141234567',
    email: `marta.${adminDni}@example.com`,
    password: 'Admin123!x',
    confirmPassword: 'Admin123!x',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  made.administratorId = created.body.id;
  const [org] = (await call<{ id: number }[]>('GET', '/api/organization/options', token)).body;
  made.organizationId = org!.id;

  // A live password-reset link, read from the e-mail as its reader would.
  await call('POST', '/api/auth/recovery-password', undefined, { email: affiliate.email });
  const mail = await newestMailTo(affiliate.email, 'recuperar-contrase');
  made.resetToken = /\/([\w-]+)\/recuperar-contrase/.exec(mail)![1]!;

  browser = await launch();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** Both widths at once, each in its own context: the sweep's time is the slower one's. */
async function sweepBoth(signIn: (page: Page) => Promise<void>, screens: () => Screen[]) {
  const found = await Promise.all(
    WIDTHS.map(async (width) => {
      const page = await pageAt(width);
      await signIn(page);
      return sweep(page, width, screens());
    }),
  );
  report({
    blocking: found.flatMap((f) => f.blocking),
    overflowing: found.flatMap((f) => f.overflowing),
    misformatted: found.flatMap((f) => f.misformatted),
    others: found.flatMap((f) => f.others),
  });
}

/**
 * Tabs through the page (up to `max` stops, or until focus comes round again) and lists each stop
 * that shows no focus (no outline, and for a text field no border in the primary colour either)
 * or that lies outside an open dialog.
 */
async function invisibleFocusStops(
  page: Page,
  { max = 80, fromTop = true }: { max?: number; fromTop?: boolean } = {},
): Promise<{ stops: number; missing: string[] }> {
  // The end state of each focus style, not a frame of its transition.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  // From the top of the page; a dialog's walk starts where the dialog put the focus.
  if (fromTop) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const missing = new Set<string>();
  let first: string | undefined;
  let previous: string | undefined;
  let stops = 0;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      // A trap lets Tab leave a date field natively and brings the focus back in a timeout: read after it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      // Mantine's text fields show focus by their border, in the primary colour (#1971c2).
      const border = el.matches('input, textarea, select') && style.borderColor === 'rgb(25, 113, 194)';
      const label = (el as HTMLInputElement).labels?.[0]?.textContent?.trim();
      const name = el.getAttribute('aria-label') ?? label ?? el.textContent?.trim().slice(0, 40) ?? '';
      const id = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
      // With a dialog open, the focus must stay inside it (Mantine's trap).
      const escaped = document.querySelector('[role="dialog"]') !== null && !el.closest('[role="dialog"]');
      const seen = `${style.borderColor}, outline ${style.outlineStyle}`;
      return {
        id: escaped ? `${id} (outside the open dialog)` : id,
        shown: (ring || border) && !escaped,
        seen,
      };
    });
    if (!stop) continue;
    // Round again; a date field keeps the focus for each of its parts, so only a return counts.
    if (stop.id === first && previous !== first) break;
    first ??= stop.id;
    if (stop.id !== previous) stops++;
    previous = stop.id;
    if (!stop.shown) missing.add(`${stop.id} (${stop.seen})`);
  }
  return { stops, missing: [...missing] };
}

describe(`axe-core at ${WIDTHS.join(' and ')} px`, () => {
  it('public pages', async () => {
    await sweepBoth(async () => {}, publicScreens);
  });

  it('carrier panel', async () => {
    await sweepBoth(async (page) => {
      await signIn(page, '/', made.carrier.email, PASSWORD);
      await page.waitForURL(url('/panel/mis-prestamos'));
    }, carrierScreens);
  });

  it('back-office', { timeout: 240_000 }, async () => {
    await sweepBoth(async (page) => {
      await signIn(page, '/backoffice/iniciar-sesion', inject('adminEmail'), inject('adminPassword'));
      await page.waitForURL(url('/backoffice/panel/ingresos'));
    }, adminScreens);
  });
});

describe('keyboard focus', () => {
  it('every stop shows where the focus is, on a form, a list, a loan with a modal open', async () => {
    const page = await pageAt(1280);
    await signIn(page, '/backoffice/iniciar-sesion', inject('adminEmail'), inject('adminPassword'));
    await page.waitForURL(url('/backoffice/panel/ingresos'));
    // The address changes first; the login form stays on screen until the panel's code is here.
    await page.locator('form input[type="password"]').waitFor({ state: 'detached' });
    const missing: string[] = [];
    /** Walks the page's stops; a walk that found almost none would prove nothing. */
    const walk = async (where: string, options?: { max: number; fromTop: boolean }) => {
      const { stops, missing: here } = await invisibleFocusStops(page, options);
      expect(stops, `focus stops on ${where}`).toBeGreaterThanOrEqual(2);
      missing.push(...here.map((stop) => `${where}: ${stop}`));
    };
    for (const path of [`${b}/ingresos`, `${b}/agregar-nuevo-afiliado`, `${b}/prestamos/${made.loanId}`]) {
      await visit(page, path);
      await walk(path);
    }
    await page.getByRole('button', { name: 'Liquidación', exact: true }).click();
    await dialog(page, 'Liquidación');
    // Opening the dialog moves the focus into it; the walk starts from there.
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null);
    await walk('Liquidación', { max: 20, fromTop: false });
    expect(missing, `focus not visible:\n${missing.join('\n')}`).toEqual([]);
  });
});
