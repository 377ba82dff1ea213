import {
  createAdministratorBody,
  updateAdministratorBody,
  type CreateAdministratorBody,
  permissionKeys,
  type MeBody,
  type UpdateAdministratorBody,
} from '@app/domain';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { schemaResolver } from '../../lib/schema-resolver';
import { administratorMe } from '../../test/me-fixture';
import { renderInApp } from '../../test/render';
import { jsonResponse, settle } from '../../test/render-page';
import { typeInto } from '../../test/type-into';
import { AdministratorForm } from './administrator-form';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// The form reads the roles and the lines it offers.
async function render(ui: ReactNode, me?: MeBody) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/me' && me) return jsonResponse(me);
      if (url === '/api/roles') return jsonResponse(roles);
      if (url === '/api/organization/options') return jsonResponse(lines);
      return new Response(JSON.stringify({ error: 'No encontrado.' }), { status: 404 });
    }),
  );
  const { container } = await renderInApp(ui, { queries: true });
  await settle();
  return container;
}

const roles = [
  { id: 1, name: 'Administrador general', permissions: permissionKeys, builtIn: true },
  { id: 4, name: 'Cajero', permissions: ['payments.decide', 'books.write'], builtIn: true },
  { id: 5, name: 'Cobrador', permissions: ['collections.work'], builtIn: true },
];
const lines = [
  { id: 3, name: 'Línea Centro' },
  { id: 5, name: 'Línea Norte' },
];

/** The checkbox whose label reads `label`. */
const checkbox = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
    (box) => box.closest('.mantine-Checkbox-root')?.textContent === label,
  )!;

const click = (box: HTMLInputElement) => act(async () => box.click());

afterEach(() => {
  vi.unstubAllGlobals();
});

const input = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function submit(container: HTMLElement) {
  await act(async () => container.querySelector('form')!.requestSubmit());
}

const filled = {
  firstNames: 'Gestor',
  lastNames: 'Prueba',
  dni: '12345678',
  email: 'gestor@prestamos.test',
  phoneNumber: '04121234567',
};

describe('administrator form', () => {
  it("shows 'Las contraseñas no coinciden' under the confirmation only once it is left", async () => {
    const container = await render(
      <AdministratorForm
        resolver={schemaResolver<UpdateAdministratorBody, unknown, CreateAdministratorBody>(
          createAdministratorBody,
        )}
        defaultValues={{ ...filled, password: '', confirmPassword: '' }}
        onSubmit={vi.fn()}
      />,
    );
    await typeInto(input(container, 'password'), 'Gestor123!x');
    await typeInto(input(container, 'confirmPassword'), 'Gestor123!y');
    expect(container.textContent).not.toContain('Las contraseñas no coinciden');

    await act(async () => input(container, 'confirmPassword').blur());
    await vi.waitFor(() => expect(container.textContent).toContain('Las contraseñas no coinciden'));
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Registrar');
  });

  it('on edit, empty passwords keep the current one and the button reads Editar', async () => {
    const onSubmit = vi.fn(async (_body: UpdateAdministratorBody) => {});
    const container = await render(
      <AdministratorForm
        resolver={schemaResolver(updateAdministratorBody)}
        editing
        defaultValues={{ ...filled, password: '', confirmPassword: '' }}
        onSubmit={onSubmit}
      />,
    );
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Editar');
    await submit(container);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ...filled, password: '' });
  });

  it("puts the API's per-field message under its field", async () => {
    const taken = 'Ya existe un administrador con ese correo.';
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(taken, 409, { email: taken })));
    const container = await render(
      <AdministratorForm
        resolver={schemaResolver(updateAdministratorBody)}
        editing
        defaultValues={{ ...filled, password: '', confirmPassword: '' }}
        onSubmit={onSubmit}
      />,
    );
    await submit(container);
    await vi.waitFor(() => expect(container.textContent).toContain(taken));
    expect(input(container, 'email').getAttribute('aria-invalid')).toBe('true');
  });

  it("sends no roles nor lines on create when left untouched: the API gives the creator's", async () => {
    const onSubmit = vi.fn(async (_body: CreateAdministratorBody) => {});
    const container = await render(
      <AdministratorForm
        resolver={schemaResolver<UpdateAdministratorBody, unknown, CreateAdministratorBody>(
          createAdministratorBody,
        )}
        defaultValues={{ ...filled, password: 'Gestor123!x', confirmPassword: 'Gestor123!x' }}
        onSubmit={onSubmit}
      />,
    );
    expect(checkbox(container, 'Todas las líneas').checked).toBe(true);
    await submit(container);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    // As JSON, the body the API receives: undefined fields are left out.
    const sent = JSON.parse(JSON.stringify(onSubmit.mock.calls[0]![0])) as object;
    expect(sent).not.toHaveProperty('roleIds');
    expect(sent).not.toHaveProperty('organizationIds');
  });

  it('sends the roles and the lines chosen', async () => {
    const onSubmit = vi.fn(async (_body: UpdateAdministratorBody) => {});
    const container = await render(
      <AdministratorForm
        resolver={schemaResolver(updateAdministratorBody)}
        editing
        defaultValues={{ ...filled, password: '', confirmPassword: '', roleIds: [1], organizationIds: [] }}
        onSubmit={onSubmit}
      />,
    );
    expect(checkbox(container, 'Administrador general').checked).toBe(true);
    await click(checkbox(container, 'Administrador general'));
    await click(checkbox(container, 'Cajero'));
    await click(checkbox(container, 'Todas las líneas'));
    // Limited to lines with none ticked would mean every line: the form asks for one.
    await submit(container);
    await vi.waitFor(() => expect(container.textContent).toContain('Elija al menos una línea.'));
    expect(onSubmit).not.toHaveBeenCalled();
    await click(checkbox(container, 'Línea Norte'));
    await submit(container);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ roleIds: [4], organizationIds: [5] });
  });

  it('offers only the roles the signed-in administrator may grant; one held already stays shown, locked', async () => {
    // A manager holding the Cajero's permissions and administrators.manage, not collections.work.
    const cajero = administratorMe('Cajero');
    const manager = {
      ...cajero,
      permissions: [...(cajero.permissions ?? []), 'administrators.manage' as const],
    };
    const container = await render(
      <AdministratorForm
        resolver={schemaResolver(updateAdministratorBody)}
        editing
        defaultValues={{ ...filled, password: '', confirmPassword: '', roleIds: [5], organizationIds: [] }}
        onSubmit={vi.fn()}
      />,
      manager,
    );
    expect(checkbox(container, 'Cajero').disabled).toBe(false);
    expect(checkbox(container, 'Cobrador').disabled).toBe(true);
    expect(checkbox(container, 'Cobrador').checked).toBe(true);
    // Every permission is more than he holds: granting it would be refused (403), so it is not offered.
    expect(checkbox(container, 'Administrador general')).toBeUndefined();
  });
});
