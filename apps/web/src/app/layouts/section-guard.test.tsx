import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { administratorMe } from '../../test/me-fixture';
import { jsonResponse, renderPage } from '../../test/render-page';
import { paths } from '../paths';
import { Component as AdminLayout } from './admin-layout';
import { Component as SectionGuard } from './section-guard';

// Every other read answers an empty list: only the administrator's permissions matter here.
const answerAs = (role: 'Cajero' | 'Administrador general') => (url: string) =>
  url === '/api/auth/me' ? jsonResponse(administratorMe(role)) : jsonResponse([], { 'X-Total-Count': '0' });

const navLabels = (container: HTMLElement) =>
  [
    ...container.querySelectorAll(
      'nav[aria-label="Menú principal"] a, nav[aria-label="Menú principal"] button',
    ),
  ].map((link) => link.textContent?.trim());

afterEach(() => {
  vi.unstubAllGlobals();
  // The panel's frame holds the app's own cache: each test signs in afresh.
  queryClient.clear();
});

describe('the back office by permission', () => {
  it('says a typed URL needs a permission the administrator lacks, instead of the page', async () => {
    const { container } = await renderPage(
      <SectionGuard />,
      { route: '/backoffice/panel/*', url: paths.admin.audit },
      answerAs('Cajero'),
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'No tiene permiso para esta sección.',
    );
  });

  it('opens the sections the role allows, and every one for the Administrador general', async () => {
    const cajero = await renderPage(
      <SectionGuard />,
      { route: '/backoffice/panel/*', url: paths.admin.addIncome },
      answerAs('Cajero'),
    );
    expect(cajero.container.textContent).not.toContain('No tiene permiso');
    const general = await renderPage(
      <SectionGuard />,
      { route: '/backoffice/panel/*', url: paths.admin.editUser.href(3) },
      answerAs('Administrador general'),
    );
    expect(general.container.textContent).not.toContain('No tiene permiso');
  });

  it("leaves out of a Cajero's sidebar the sections he may not open", async () => {
    const { container } = await renderPage(
      <AdminLayout />,
      { route: '/backoffice/panel/*', url: paths.admin.payments },
      answerAs('Cajero'),
    );
    const labels = navLabels(container);
    expect(labels).toEqual(expect.arrayContaining(['Resumen', 'Pagos', 'Prestamos', 'Finanzas']));
    expect(labels).not.toContain('Administradores');
    expect(labels).not.toContain('Roles');
    expect(labels).not.toContain('Auditoría');
    // The top bar's rate is only read: registering one needs rates.write.
    expect(container.querySelector('[title="Registrar una nueva tasa"]')).toBeNull();
  });

  it('shows the Administrador general every section', async () => {
    const { container } = await renderPage(
      <AdminLayout />,
      { route: '/backoffice/panel/*', url: paths.admin.payments },
      answerAs('Administrador general'),
    );
    expect(navLabels(container)).toEqual(expect.arrayContaining(['Administradores', 'Roles', 'Auditoría']));
    expect(container.querySelector('[title="Registrar una nueva tasa"]')).not.toBeNull();
  });
});
