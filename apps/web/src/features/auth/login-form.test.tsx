import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { typeInto } from '../../test/type-into';
import { LoginForm } from './login-form';

async function renderLoginForm() {
  const { container } = await renderInApp(<LoginForm accountType="Administrator" />, { route: '/' });
  return container;
}

describe('login form', () => {
  it("shows 'El mínimo de caracteres es de 8' under the password only after the field is left", async () => {
    const container = await renderLoginForm();
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;

    await typeInto(password, '1234');
    expect(container.textContent).not.toContain('El mínimo de caracteres es de 8');

    await act(async () => password.blur());
    await vi.waitFor(() => expect(container.textContent).toContain('El mínimo de caracteres es de 8'));
    // The e-mail was never touched: no message under it yet.
    expect(container.textContent).not.toContain('Requerido');
  });

  it('has the spec texts: title, Email, Contraseña and the recovery link', async () => {
    const container = await renderLoginForm();
    expect(container.querySelector('h2')?.textContent).toBe('Iniciar sesión');
    expect(container.textContent).toContain('Email');
    expect(container.textContent).toContain('Contraseña');
    const link = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === '¿Has olvidado tu contraseña?',
    );
    expect(decodeURI(link?.getAttribute('href') ?? '')).toBe('/olvide-mi-contraseña');
  });
});
