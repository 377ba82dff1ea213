import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { Button } from './button';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

const input = (container: HTMLElement) => container.querySelector('input')!;

describe('the plain form controls (what Mantine gave screen readers, kept)', () => {
  it('names the field by its label, hides the asterisk, links description and error', async () => {
    const { container } = await renderInApp(
      <TextField label="Código" description="El número." error="Requerido" withAsterisk />,
    );
    const field = input(container);
    const label = container.querySelector(`label[for="${field.id}"]`)!;
    expect(label.textContent).toBe('Código *');
    expect(label.querySelector('[aria-hidden="true"]')!.textContent).toBe(' *');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = field.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)!.textContent)).toEqual([
      'El número.',
      'Requerido',
    ]);
  });

  it('leaves a field without error unmarked', async () => {
    const { container } = await renderInApp(<TextField label="Código" />);
    expect(input(container).hasAttribute('aria-invalid')).toBe(false);
    expect(input(container).hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows and hides the password with a named, pressed toggle', async () => {
    const { container } = await renderInApp(<PasswordField label="Contraseña" toggleLabel="Mostrar" />);
    const toggle = container.querySelector('button')!;
    expect(input(container).type).toBe('password');
    expect(toggle.getAttribute('aria-label')).toBe('Mostrar');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await act(async () => toggle.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(input(container).type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('disables a button while it sends', async () => {
    const { container } = await renderInApp(
      <Button type="submit" loading>
        Enviar pago
      </Button>,
    );
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Enviar pago');
  });
});
