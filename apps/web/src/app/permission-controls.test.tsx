import type { builtInRoles } from '@app/domain';
import { createElement, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditRequest, reportedPayment } from '../test/list-row-fixtures';
import { administratorMe } from '../test/me-fixture';
import { jsonResponse, renderPage } from '../test/render-page';
import { paths } from './paths';

type Role = keyof typeof builtInRoles;

interface Case {
  screen: string;
  url: string;
  page: () => Promise<{ Component: ComponentType }>;
  /** The control's text (a button or a link). */
  control: 'Agregar' | 'Exportar';
  /** A built-in role holding the permission the control's route needs, and one without it. */
  holder: Role;
  lacking: Role;
}

const a = paths.admin;
const cases: Case[] = [
  // registry.write
  {
    screen: 'Organizaciones',
    url: a.organizations,
    page: () => import('../features/organizations/organizations-page'),
    control: 'Agregar',
    holder: 'Analista de crédito',
    lacking: 'Cajero',
  },
  {
    screen: 'Afiliados',
    url: a.affiliates,
    page: () => import('../features/affiliates/affiliates-page'),
    control: 'Agregar',
    holder: 'Analista de crédito',
    lacking: 'Cajero',
  },
  {
    screen: 'Transportistas',
    url: a.carriers,
    page: () => import('../features/carriers/carriers-page'),
    control: 'Agregar',
    holder: 'Analista de crédito',
    lacking: 'Cajero',
  },
  // books.write
  {
    screen: 'Ingresos',
    url: a.incomes,
    page: () => import('../features/books/incomes-page'),
    control: 'Agregar',
    holder: 'Cajero',
    lacking: 'Cobrador',
  },
  {
    screen: 'Egresos',
    url: a.expenses,
    page: () => import('../features/books/expenses-page'),
    control: 'Agregar',
    holder: 'Cajero',
    lacking: 'Cobrador',
  },
  // rates.write
  {
    screen: 'Tasas',
    url: a.prices,
    page: () => import('../features/prices/prices-page'),
    control: 'Agregar',
    holder: 'Gerente',
    lacking: 'Cajero',
  },
  // settings.write
  {
    screen: 'Intereses',
    url: a.interests,
    page: () => import('../features/interests/interests-page'),
    control: 'Agregar',
    holder: 'Gerente',
    lacking: 'Cajero',
  },
  {
    screen: 'Reglas de cuota',
    url: a.rules,
    page: () => import('../features/rules/rules-page'),
    control: 'Agregar',
    holder: 'Gerente',
    lacking: 'Cajero',
  },
  // exports.run
  {
    screen: 'Pagos',
    url: a.payments,
    page: () => import('../features/payments/payments-page'),
    control: 'Exportar',
    holder: 'Auditor',
    lacking: 'Cajero',
  },
  {
    screen: 'Prestamos',
    url: a.loans,
    page: () => import('../features/loans/loans-page'),
    control: 'Exportar',
    holder: 'Gerente',
    lacking: 'Cobrador',
  },
  {
    screen: 'Solicitudes',
    url: a.requests,
    page: () => import('../features/credit-requests/requests-page'),
    control: 'Exportar',
    holder: 'Auditor',
    lacking: 'Analista de crédito',
  },
  {
    screen: 'Fondos',
    url: a.funds,
    page: () => import('../features/books/funds-page'),
    control: 'Exportar',
    holder: 'Auditor',
    lacking: 'Cajero',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The screen as `role` sees it, every list empty: what matters is which controls it draws. */
async function controlsAs(role: Role, { url, page }: Case) {
  const { Component } = await page();
  const { container } = await renderPage(<Component />, { route: url, url }, (asked) =>
    asked === '/api/auth/me'
      ? jsonResponse(administratorMe(role))
      : jsonResponse([], { 'X-Total-Count': '0' }),
  );
  const shown = [...container.querySelectorAll('button, a')].map((c) => c.textContent?.trim());
  vi.unstubAllGlobals();
  return shown;
}

describe('a screen draws only the controls the administrator may use', () => {
  it.each(cases)('$screen: $control for a $holder, not for a $lacking', async (c) => {
    expect(await controlsAs(c.holder, c)).toContain(c.control);
    expect(await controlsAs(c.lacking, c)).not.toContain(c.control);
  });
});

/** Whether the row's status select (labelled `label…`) may be changed by `role`. */
async function statusEditable(role: Role, url: string, page: ComponentType, row: unknown, label: string) {
  const { container } = await renderPage(createElement(page), { route: url, url }, (asked) =>
    asked === '/api/auth/me'
      ? jsonResponse(administratorMe(role))
      : jsonResponse([row], { 'X-Total-Count': '1' }),
  );
  const select = container.querySelector<HTMLInputElement>(`input[aria-label^="${label}"]`)!;
  vi.unstubAllGlobals();
  return !select.disabled;
}

describe('a status waiting for a decision can be changed only by who may decide it', () => {
  it('Pagos: payments.decide (a Cajero decides, a Cobrador only reads)', async () => {
    const { Component } = await import('../features/payments/payments-page');
    expect(await statusEditable('Cajero', a.payments, Component, reportedPayment, 'Estado del pago')).toBe(
      true,
    );
    expect(await statusEditable('Cobrador', a.payments, Component, reportedPayment, 'Estado del pago')).toBe(
      false,
    );
  });

  it('Solicitudes: requests.decide (an Analista de crédito decides, a Cajero only reads)', async () => {
    const { Component } = await import('../features/credit-requests/requests-page');
    const label = 'Estado de la solicitud';
    const waiting = { ...creditRequest, status: 'Por revisar' };
    expect(await statusEditable('Analista de crédito', a.requests, Component, waiting, label)).toBe(true);
    expect(await statusEditable('Cajero', a.requests, Component, waiting, label)).toBe(false);
  });
});
