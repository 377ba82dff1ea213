import { afterEach, describe, expect, it, vi } from 'vitest';
import { standIn, type Handoff } from './stand-in-form';

/** The login stand-in as the build renders it: a fieldset disabled until the page's script runs. */
function markup() {
  document.body.innerHTML = `
    <div id="box"><form noValidate><fieldset disabled>
      <input name="email" /><input name="password" type="password" />
      <button type="submit">Iniciar sesión</button>
    </fieldset></form></div>`;
  return document.querySelector('form')!;
}

const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('standIn', () => {
  it('takes typing at once, and hands what was typed and an early submit to the real form', async () => {
    const form = markup();
    let taken: Handoff | null = null;
    let arrive = () => {};
    standIn(
      form,
      'login',
      (_box, handoff) =>
        new Promise<void>((resolve) => {
          arrive = () => {
            taken = handoff();
            resolve();
          };
        }),
    );
    expect(form.querySelector('fieldset')!.disabled).toBe(false);
    form.querySelector<HTMLInputElement>('[name=email]')!.value = 'ana@ejemplo.com';
    submit(form);
    expect(form.querySelector('button')!.disabled).toBe(true);
    arrive();
    await vi.waitFor(() =>
      expect(taken).toEqual({
        typed: { email: 'ana@ejemplo.com', password: '' },
        focused: null,
        submit: true,
      }),
    );
  });

  it('loads once however many times the visitor reaches for it', () => {
    const form = markup();
    const mount = vi.fn(() => new Promise<void>(() => {}));
    standIn(form, 'login', mount);
    form.dispatchEvent(new Event('pointerdown'));
    form.dispatchEvent(new Event('focusin'));
    submit(form);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('says when the form cannot load; Reintentar reloads with what was typed, never the password', async () => {
    const form = markup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    standIn(form, 'login', () => Promise.reject(new Error('offline')));
    form.querySelector<HTMLInputElement>('[name=email]')!.value = 'ana@ejemplo.com';
    form.querySelector<HTMLInputElement>('[name=password]')!.value = 'Secreta123!';
    form.dispatchEvent(new Event('focusin'));
    const alert = await vi.waitFor(() => {
      const found = form.querySelector('[role=alert]');
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(alert.textContent).toContain('Sin conexión: no se pudo abrir el formulario.');
    alert.querySelector('button')!.click();
    expect(reload).toHaveBeenCalled();

    // The page after the reload puts the e-mail back and loads the form at once.
    const again = markup();
    const mount = vi.fn(() => new Promise<void>(() => {}));
    standIn(again, 'login', mount);
    expect(again.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('ana@ejemplo.com');
    expect(again.querySelector<HTMLInputElement>('[name=password]')!.value).toBe('');
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
