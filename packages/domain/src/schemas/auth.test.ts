import { describe, expect, it } from 'vitest';
import { loginBody, loginForm, strongPasswordField } from './auth';
import { messages } from '../messages';

const firstError = (
  r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => r.error?.issues.find((i) => i.path[0] === field)?.message;

describe('login form', () => {
  it('accepts a valid e-mail and password, lower-casing the e-mail', () => {
    const r = loginForm.safeParse({ email: ' Admin@Example.com ', password: '12345678' });
    expect(r.success).toBe(true);
    expect(r.data?.email).toBe('admin@example.com');
  });

  it('says Requerido for empty fields', () => {
    const r = loginForm.safeParse({ email: '', password: '' });
    expect(firstError(r, 'email')).toBe(messages.required);
    expect(firstError(r, 'password')).toBe(messages.required);
    expect(r.error?.issues.filter((i) => i.path[0] === 'email')).toHaveLength(1);
  });

  it('says Requerido for missing fields', () => {
    const r = loginForm.safeParse({});
    expect(firstError(r, 'email')).toBe(messages.required);
    expect(firstError(r, 'password')).toBe(messages.required);
  });

  it('rejects an invalid e-mail with the spec text', () => {
    expect(firstError(loginForm.safeParse({ email: 'not-an-email', password: '12345678' }), 'email')).toBe(
      'Correo electrónico inválido',
    );
  });

  it('needs 8 characters in e-mail and password', () => {
    expect(firstError(loginForm.safeParse({ email: 'a@b.com', password: '12345678' }), 'email')).toBe(
      'El mínimo de caracteres es de 8',
    );
    expect(firstError(loginForm.safeParse({ email: 'ab@bc.com', password: '12345' }), 'password')).toBe(
      'El mínimo de caracteres es de 8',
    );
    expect(loginForm.safeParse({ email: 'ab@bc.com', password: '1234567' }).success).toBe(false);
    expect(loginForm.safeParse({ email: 'ab@bc.com', password: '12345678' }).success).toBe(true);
  });

  it('the API login needs a known account type', () => {
    expect(loginBody.safeParse({ email: 'ab@bc.com', password: '12345678', type: 'Carrier' }).success).toBe(
      true,
    );
    expect(loginBody.safeParse({ email: 'ab@bc.com', password: '12345678', type: 'Root' }).success).toBe(
      false,
    );
  });
});

describe('strong password', () => {
  it.each([
    ['Abcdef1!', true],
    ['Abcdefg1', false],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Ab1!', false],
  ])('%s → %s', (p, ok) => {
    const r = strongPasswordField.safeParse(p);
    expect(r.success).toBe(ok);
    if (!ok) expect(r.error?.issues[0]?.message).toBe(messages.strongPassword);
  });
});
