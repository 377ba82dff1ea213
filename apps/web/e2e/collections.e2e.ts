import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  addDays,
  businessDate,
  bsText,
  formatBs,
  formatDay,
  formatPetro,
  owedNow,
  unitText,
  type InstallmentView,
  type Loan,
  type Payoff,
} from '@app/domain';
import { adminToken, approvedLoan, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, newPage, signIn, signInAsAdministrator, url } from './browser';
import { loanApprovedDaysAgo } from './server-database';

/**
 * Issue 15: a loan falls into mora; its carrier sees the next installment late on a phone, and a
 * collector finds it on the Cobranza desk, records a promise from its row and reads it on the loan page.
 */
const PASSWORD = 'Cobranza123!';
const run = String(Date.now()).slice(-6);
/** Approved this many days ago: the first of three 30-day installments is 10 days late. */
const DAYS_AGO = 40;

let browser: Browser;
let token: string;
let carrier: { dni: string; email: string; name: string };
let loanId: number;

/** '1.234,56' as a pattern piece. */
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the card must ask, from the API's own figures by the one rule (owedNow): what is overdue when
 * something is, else the next installment, in the unit and in the Bs that settle it at today's rate.
 */
async function expectedNext() {
  const schedule = (await call<InstallmentView[]>('GET', `/api/loan/${loanId}/schedule`, token)).body;
  const [loan] = (await call<Loan[]>('GET', `/api/loan?dni=${carrier.dni}`, token)).body;
  const rate = (await call<{ amount: number }>('GET', '/api/prices/?getLast=true', token)).body.amount;
  const owed = owedNow({ installments: schedule, today: businessDate(), loan: loan!, rate });
  const asked = owed.installmentsOverdue > 0 ? owed.overdue : owed.next!.amount;
  return { next: owed.next, petro: unitText(asked.petro), bs: bsText(asked.bs!) };
}

/** The carrier's phone: the Próxima cuota card, read whole. */
async function nextInstallmentCard(page: Page) {
  await page.goto(url('/panel/mis-prestamos'));
  const card = page.getByRole('region', { name: 'Próxima cuota' });
  await card.waitFor();
  return card;
}

async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

beforeAll(async () => {
  token = await adminToken();
  await ensureRate(token);
  const { affiliate } = await createCarrierAccount(token, PASSWORD, {
    firstNames: 'Yelitza',
    lastNames: `Cobranza ${run}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!),
    phoneNumber: '04141234567',
  });
  carrier = { dni: affiliate.dni, email: affiliate.email, name: affiliate.firstNames };
  await approvedLoan(token, affiliate.dni, 2400, {
    reasonForAdmission: `Cobranza ${run}`,
    feeNumbers: 3,
    creditDays: 90,
  });
  const [loan] = (await call<Loan[]>('GET', `/api/loan?dni=${affiliate.dni}`, token)).body;
  loanId = loan!.id;
  browser = await launch();
});
afterAll(() => browser?.close());

describe('a carrier at 360 px sees the Próxima cuota card', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, 'phone');
    await signIn(page, '/', carrier.email, PASSWORD);
    await page.waitForURL(url('/panel/mis-prestamos'));
  });

  it("on time: the first installment, its ₽ and Bs, and 'vence en 30 días'", async () => {
    const card = await nextInstallmentCard(page);
    const { next, petro, bs } = await expectedNext();
    expect(next!.daysToDue).toBe(30);
    const text = await card.innerText();
    expect(text).toContain('Próxima cuota');
    expect(text).toContain(`N° 1, vence el ${formatDay(next!.dueDate)}`);
    expect(text).toMatch(new RegExp(`${esc(petro)}\\s+${esc(bs)} a la tasa de hoy`));
    expect(text).toContain('vence en 30 días');
    expect(await card.getAttribute('data-late')).toBeNull();
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expectNoSidewaysScroll(page);
  });

  it("late: '10 días de atraso' in red, and 'Reportar pago' opens the payment form", async () => {
    await loanApprovedDaysAgo(loanId, DAYS_AGO);
    const card = await nextInstallmentCard(page);
    // A penalty may be charged meanwhile: the card must match the API's figure once both agree.
    await expect
      .poll(async () => {
        const { petro, bs } = await expectedNext();
        const text = await card.innerText();
        return text.includes(petro) && text.includes(bs);
      })
      .toBe(true);
    const due = card.locator('[data-due-text]');
    expect(await due.innerText()).toBe('10 días de atraso');
    expect(await due.getAttribute('style')).toContain('--mantine-color-red-7');
    expect(await card.getAttribute('data-late')).toBe('true');
    await expectNoSidewaysScroll(page);
    await card.getByRole('link', { name: 'Reportar pago' }).click();
    await page.waitForURL(url('/panel/agregar-pago'));
  });
});

describe('a collector works the loan from the Cobranza desk', () => {
  let page: Page;
  const note = `Llamada ${run}: promete pagar la cuota vencida.`;
  const promiseDay = addDays(businessDate(), 3);

  beforeAll(async () => {
    page = await newPage(browser);
    // wa.me is outside this closed network: the tab it opens gets a stand-in page.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await signInAsAdministrator(page);
  });

  const row = () => page.getByRole('row').filter({ hasText: carrier.dni });

  it('finds the loan in mora, records a call with a promise from its row and sees the promise there', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Cobranza' }).click();
    await page.waitForURL(url('/backoffice/panel/cobranza'));
    await page.getByRole('heading', { name: 'Cobranza' }).waitFor();
    await page.getByLabel('Cédula').fill(carrier.dni);
    await row().waitFor();
    const shown = await row().innerText();
    expect(shown).toContain(carrier.name);
    expect(shown).toContain('10 días');
    expect(shown).toContain('Sin contacto');

    await row().getByRole('button', { name: 'Seguimiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar seguimiento' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Canal').inputValue()).toBe('Llamada');
    await dialog.getByLabel('Nota').fill(note);
    await dialog.getByLabel('Fecha de la promesa').fill(formatDay(promiseDay));
    await dialog.getByLabel('Monto prometido (Bs)').fill('500');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Seguimiento registrado.' }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const promise = row().locator('[data-promise]');
    await expect.poll(() => promise.count()).toBe(1);
    expect(await promise.innerText()).toMatch(
      new RegExp(`${esc(formatDay(promiseDay))} · 500,00 Bs\\s*Pendiente`),
    );
    expect(await row().innerText()).not.toContain('Sin contacto');
  });

  it('opens the loan page from the row: mora, the follow-up with its promise, the payoff and WhatsApp', async () => {
    await row()
      .getByRole('link', { name: `Préstamo N° ${loanId}` })
      .click();
    await page.waitForURL(url(`/backoffice/panel/prestamos/${loanId}`));
    await page.getByRole('heading', { name: `Préstamo N° ${loanId}` }).waitFor();
    expect(await page.getByText('En mora', { exact: true }).count()).toBe(1);

    const followUps = page.getByRole('list', { name: 'Seguimientos' });
    await followUps.waitFor();
    const first = followUps.getByRole('listitem').first();
    expect(await first.innerText()).toContain(note);
    expect(await first.innerText()).toMatch(/Llamada[\s\S]*Pendiente/);

    // The payoff today is what the API computes, in ₽ and Bs.
    await page.getByRole('button', { name: 'Liquidación' }).click();
    const payoffDialog = page.getByRole('dialog', { name: 'Liquidación' });
    const payoff = (await call<Payoff>('GET', `/api/loan/${loanId}/payoff?date=${businessDate()}`, token))
      .body;
    const figure = payoffDialog.getByRole('group', { name: 'Monto de liquidación' });
    await figure.waitFor();
    expect(await figure.innerText()).toContain(`${formatPetro(payoff.payoffPetro)} ₽`);
    expect(await figure.innerText()).toContain(`${formatBs(payoff.payoffBs)} Bs`);
    await page.keyboard.press('Escape');
    await payoffDialog.waitFor({ state: 'hidden' });

    // WhatsApp opens wa.me with the message in a new tab and leaves a follow-up behind.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'WhatsApp' }).click(),
    ]);
    const opened = new URL(tab.url());
    expect(opened.host + opened.pathname).toBe('wa.me/584141234567');
    expect(opened.searchParams.get('text')).toContain(`préstamo N° ${loanId}`);
    await tab.close();
    await expect.poll(() => first.innerText()).toContain('Mensaje de WhatsApp enviado.');
  });
});
