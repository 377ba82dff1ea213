import {
  createAdministratorBody,
  updateAdministratorBody,
  type CreateAdministratorBody,
  type UpdateAdministratorBody,
} from '@app/domain';
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { schemaResolver } from '../../lib/schema-resolver';
import { renderInApp } from '../../test/render';
import { typeInto } from '../../test/type-into';
import { AdministratorForm } from './administrator-form';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

async function render(ui: ReactNode) {
  const { container } = await renderInApp(ui);
  return container;
}

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
});
