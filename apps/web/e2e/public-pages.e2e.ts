import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatBs, formatPetro, formatRate, type LoanConditions } from '@app/domain';
import { adminToken, call, ensureRate } from './admin-api';
import { launch, newPage, signIn, url } from './browser';
import { SOCIAL } from './global-setup';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The landing on a 360 px phone with JavaScript off: what the server sent, as it sent it. */
async function landingWithoutScript() {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto(url('/'));
  return { context, page };
}

describe('public pages', () => {
  it('shows a field error only after the field is left', async () => {
    const page = await newPage(browser);
    await page.goto(url('/backoffice/iniciar-sesion'));
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    const password = page.getByLabel('Contraseña').first();
    await password.fill('12345');
    expect(await page.getByText('El mínimo de caracteres es de 8').count()).toBe(0);
    await password.blur();
    await page.getByText('El mínimo de caracteres es de 8').waitFor();
    await page.getByText('¿Has olvidado tu contraseña?').waitFor();
  });

  it('sends the landing and the public pages as HTML: with JavaScript off they still show their content', async () => {
    const { context, page } = await landingWithoutScript();
    await page.getByRole('heading', { name: 'Créditos para transportistas' }).waitFor();
    await page.getByRole('heading', { name: '¿Cómo funciona?' }).waitFor();
    await page.getByRole('heading', { name: 'Espera la aprobación' }).waitFor();
    // The carrier's login box and the application's first field, before any script ran.
    await page.getByLabel('Email').first().waitFor();
    await page.getByLabel('Contraseña').first().waitFor();
    await page.getByRole('heading', { name: 'Solicita tu crédito' }).waitFor();
    expect(await page.locator('#solicitud input').count()).toBeGreaterThan(0);
    for (const [path, heading] of [
      ['/backoffice/iniciar-sesion', 'Iniciar sesión'],
      ['/olvide-mi-contrase%C3%B1a', 'Recuperar contraseña'],
    ] as const) {
      const res = await page.goto(url(path));
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    const missing = await page.goto(url('/esto/no/existe'));
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await context.close();
  });

  it('links the footer to the configured profiles (SOCIAL_*) with JavaScript off, and shows no other network', async () => {
    const { context, page } = await landingWithoutScript();
    const footer = page.getByRole('navigation', { name: 'Redes sociales' });
    const links = await footer
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Instagram', SOCIAL.SOCIAL_INSTAGRAM],
      ['WhatsApp', 'https://wa.me/584147654321'],
    ]);
    expect(await page.locator('footer a:not([href])').count()).toBe(0);
    await context.close();
  });

  it('shows today’s conditions from the API on the landing: rate, interest, the installment in ₽ and Bs', async () => {
    const token = await adminToken();
    await ensureRate(token);
    expect((await call('POST', '/api/rule', token, { amount: 1825 })).status).toBe(201);
    const { body: today } = await call<LoanConditions>('GET', '/api/conditions');
    const page = await newPage(browser, 'phone');
    await page.goto(url('/'));
    const conditions = page.getByRole('region', { name: 'Condiciones de hoy' });
    await conditions.getByText(`1 ₽ = ${formatRate(today.rate!.amount)} Bs`).waitFor();
    const installment = today.installment!;
    await conditions
      .getByText(`${formatPetro(installment.amountInPetro)} ₽ · ${formatBs(installment.amountInBs!)} Bs`)
      .waitFor();
    await conditions.getByText(`Una cada ${today.daysPerInstallment} días`).waitFor();
  });

  it('answers an unknown route with Página no encontrada and a link home', async () => {
    const page = await newPage(browser);
    await page.goto(url('/esto/no/existe'));
    await page.getByText('Página no encontrada').waitFor();
    const home = page
      .getByRole('link')
      .filter({ hasText: /inicio/i })
      .first();
    await home.click();
    await page.waitForURL(url('/'));
  });

  it('a carrier signs in from the landing page, sees its panel and logs out to the landing', async () => {
    const page = await newPage(browser, 'phone');
    await signIn(page, '/', inject('carrierEmail'), inject('carrierPassword'));
    await page.waitForURL(url('/panel/mis-prestamos'));
    await page.getByText('Prestamos').first().waitFor();
    // A carrier cannot open the back-office.
    await page.goto(url('/backoffice/panel/tasas'));
    await page.waitForURL(url('/backoffice/iniciar-sesion'));
    await page.goto(url('/panel/mis-prestamos'));
    const logout = page.getByRole('button', { name: /cerrar sesión|salir/i }).first();
    if (!(await logout.isVisible()))
      await page
        .getByRole('button', { name: /menú|navegación|menu/i })
        .first()
        .click();
    await logout.click();
    await page.waitForURL(url('/'));
  });

  it("sends a carrier's page pre-rendered, none of its data in it, which the carrier's browser takes over without a mismatch", async () => {
    const res = await fetch(url('/panel/mis-pagos'));
    expect(res.status).toBe(200);
    const html = await res.text();
    // The frame as a signed-in carrier first sees it, named after ORG_NAME ('Cooperativa Sol & Vía'), escaped.
    expect(html).toMatch(/<a [^>]*data-org-name=""[^>]*>Cooperativa Sol &amp; Vía<\/a>/);
    expect(html).toMatch(/<h[1-4][^>]*>Pagos<\/h[1-4]>/);
    // Built once for everyone: nothing of an account, nor a payment's state.
    expect(html).not.toContain(inject('carrierEmail'));
    for (const state of ['Por revisar', 'Aprobado', 'Pendiente de envío']) expect(html).not.toContain(state);

    const page = await newPage(browser, 'phone');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Anyone else is sent to the login, the page drawn afresh rather than hydrated.
    await page.goto(url('/panel/mis-pagos'));
    await page.waitForURL(url('/'));
    await signIn(page, '/', inject('carrierEmail'), inject('carrierPassword'));
    await page.waitForURL(url('/panel/mis-prestamos'));
    // A full load of a pre-rendered page with the carrier's session: React hydrates the build's markup.
    await page.goto(url('/panel/mis-pagos'));
    await page.getByRole('heading', { name: 'Pagos' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors.filter((e) => /hydrat|minified react error #4(18|19|2\d)/i.test(e))).toEqual([]);
  });

  it('the landing runs no framework until a visitor reaches for a form, which keeps what was typed and an early submit', async () => {
    const page = await newPage(browser, 'phone');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/landing-islands-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    // The page answers with its own small script: no React, no form code.
    expect(scripts.filter((path) => /\/(react|landing-islands|login-form)-/.test(path))).toEqual([]);

    // Typed into the page's own markup while the real form is still on its way, and sent early.
    await page.getByLabel('Email').first().fill(inject('carrierEmail'));
    await page.getByLabel('Contraseña').first().fill(inject('carrierPassword'));
    const submit = page.getByRole('button', { name: 'Iniciar sesión' }).first();
    await submit.click();
    await expect.poll(() => submit.isDisabled()).toBe(true);
    release();
    await page.waitForURL(url('/panel/mis-prestamos'));
  });

  it('a form that cannot load says so and, on retry, reloads with what was typed', async () => {
    const page = await newPage(browser, 'phone');
    let fail = true;
    await page.route(/\/assets\/landing-islands-[^/]+\.js$/, (route) =>
      fail ? route.abort() : route.continue(),
    );
    await page.goto(url('/'));
    await page.getByLabel('Email').first().fill('nadie@ejemplo.com');
    await page.getByLabel('Contraseña').first().fill('Secreta123!');
    const error = page
      .getByRole('alert')
      .filter({ hasText: 'Sin conexión: no se pudo abrir el formulario.' });
    await error.waitFor();
    fail = false;
    await error.getByRole('button', { name: 'Reintentar' }).click();
    // The real form (Mantine's password field has its show/hide button) holds the e-mail, never the password.
    await page.getByRole('button', { name: 'Mostrar u ocultar la contraseña' }).waitFor();
    expect(await page.getByLabel('Email').first().inputValue()).toBe('nadie@ejemplo.com');
    expect(await page.getByLabel('Contraseña').first().inputValue()).toBe('');
  });

  it('a wrong password shows the server error', async () => {
    const page = await newPage(browser);
    await signIn(page, '/backoffice/iniciar-sesion', inject('adminEmail'), 'Wrong1234!');
    await page.getByText('Correo o contraseña incorrectos.').first().waitFor();
    expect(page.url()).toBe(url('/backoffice/iniciar-sesion'));
  });
});
