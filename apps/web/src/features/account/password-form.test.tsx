import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderInApp } from '../../test/render';
import { typeInto } from '../../test/type-into';
import { PasswordForm } from './password-form';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const input = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submit = (container: HTMLElement) => act(async () => container.querySelector('form')!.requestSubmit());

async function render(onSubmit = vi.fn(async () => ({ message: 'ok' }))) {
  const { container } = await renderInApp(<PasswordForm onSubmit={onSubmit} />);
  return { container, onSubmit };
}

describe('the carrier password form', () => {
  it('asks for every field, in Spanish, and sends nothing', async () => {
    const { container, onSubmit } = await render();
    await submit(container);
    await vi.waitFor(() => expect(container.textContent).toContain('Requerido'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a weak new password and a confirmation that differs', async () => {
    const { container, onSubmit } = await render();
    await typeInto(input(container, 'currentPassword'), 'Actual123!');
    await typeInto(input(container, 'password'), 'debil');
    await typeInto(input(container, 'confirmPassword'), 'otra');
    await submit(container);
    await vi.waitFor(() =>
      expect(container.textContent).toContain('La contraseña debe contener al menos 8 caracteres'),
    );
    expect(container.textContent).toContain('Las contraseñas no coinciden');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the three fields, and shows a wrong current password under its field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('La contraseña actual no es correcta.', 400, {
        currentPassword: 'La contraseña actual no es correcta.',
      });
    });
    const { container } = await render(onSubmit);
    await typeInto(input(container, 'currentPassword'), 'Equivocada1!');
    await typeInto(input(container, 'password'), 'Nueva123!');
    await typeInto(input(container, 'confirmPassword'), 'Nueva123!');
    await submit(container);
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        currentPassword: 'Equivocada1!',
        password: 'Nueva123!',
        confirmPassword: 'Nueva123!',
      }),
    );
    await vi.waitFor(() => expect(container.textContent).toContain('La contraseña actual no es correcta.'));
  });
});
