/** What a stand-in hands the real form: what was typed (by input name), the focused input, an early submit. */
export interface Handoff {
  typed: Record<string, string>;
  focused: string | null;
  submit: boolean;
}

/** Loads the real form and puts it in the stand-in's box, reading the handoff at the moment of the swap. */
export type Mount = (box: HTMLElement, handoff: () => Handoff) => Promise<void>;

const LOAD_FAILED = 'Sin conexión: no se pudo abrir el formulario.';
const RETRY = 'Reintentar';
const KEPT_PREFIX = 'stand-in:';

/**
 * Brings a form of the build-time markup to life without React (issue 16: nothing to run before the
 * landing answers). Enabled at once, it takes typing; when the visitor reaches for it, or `load` is
 * called, the real form downloads and takes over what was typed, the focus and an early submit.
 * `name` keeps what was typed across a reload (see `retry`). Returns `load`.
 */
export function standIn(form: HTMLFormElement, name: string, mount: Mount): () => void {
  const box = form.parentElement;
  if (!box) throw new Error('A stand-in form needs a box to be replaced in');
  // Disabled in the markup: without this script the browser would send it itself (a GET, password in the address).
  const fieldset = form.querySelector('fieldset');
  if (fieldset) fieldset.disabled = false;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const inputs = () => [...form.querySelectorAll<HTMLInputElement>('input[name]')];
  const restored = restore(inputs(), name);
  let loading = false;
  let failed = false;
  let submit = false;

  const handoff = (): Handoff => {
    const active = document.activeElement;
    return {
      typed: Object.fromEntries(inputs().map((input) => [input.name, input.value])),
      focused: active && form.contains(active) ? active.getAttribute('name') : null,
      submit,
    };
  };

  // The browser keeps a module that failed to download as failed until the page reloads: the retry is a
  // reload, with what was typed (passwords aside) kept for the page to put back.
  const retry = () => {
    keep(inputs(), name);
    window.location.reload();
  };

  const load = () => {
    if (loading || failed) return;
    loading = true;
    mount(box, handoff).catch(() => {
      failed = true;
      if (button) button.disabled = false;
      form.append(loadError(retry));
    });
  };

  for (const type of ['pointerenter', 'pointerdown', 'focusin'])
    form.addEventListener(type, load, { passive: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (failed) return retry();
    submit = true;
    if (button) button.disabled = true;
    load();
  });
  // Back from a retry: the visitor was already at this form.
  if (restored) load();
  return load;
}

/** "Sin conexión" under the form, with the retry. */
function loadError(retry: () => void): HTMLElement {
  const error = document.createElement('p');
  error.setAttribute('role', 'alert');
  error.className = 'landing-load-error';
  error.textContent = `${LOAD_FAILED} `;
  const again = document.createElement('button');
  again.type = 'button';
  again.className = 'landing-retry';
  again.textContent = RETRY;
  again.addEventListener('click', retry);
  error.append(again);
  return error;
}

function keep(inputs: HTMLInputElement[], name: string): void {
  const typed = inputs.filter((input) => input.type !== 'password').map((input) => [input.name, input.value]);
  try {
    sessionStorage.setItem(KEPT_PREFIX + name, JSON.stringify(Object.fromEntries(typed)));
  } catch {
    // Storage refused: the page reloads all the same, empty.
  }
}

/** Puts back what `keep` kept before a reload; true when there was something. */
function restore(inputs: HTMLInputElement[], name: string): boolean {
  try {
    const raw = sessionStorage.getItem(KEPT_PREFIX + name);
    if (raw === null) return false;
    sessionStorage.removeItem(KEPT_PREFIX + name);
    const kept = JSON.parse(raw) as Record<string, string>;
    for (const input of inputs) input.value = kept[input.name] ?? input.value;
    return true;
  } catch {
    return false;
  }
}

/** Calls `load` once `target` comes within `margin` of the screen. */
export function whenNear(target: Element, load: () => void, margin = '600px 0px'): void {
  if (typeof IntersectionObserver === 'undefined') return load();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: margin },
  );
  observer.observe(target);
}
