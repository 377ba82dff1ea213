import { applicationNextSteps, type AffiliateLookup } from '@app/domain';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { typeInto } from '../../test/type-into';
import ApplyForm from './apply-form';
import { isLookupDni } from './apply-lookup';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const jose: AffiliateLookup = {
  affiliateId: 1,
  firstNames: 'José',
  lastNames: 'Rodríguez',
  dni: '12345678',
  rif: 'V*****6789',
  phoneNumber: '*********4567',
  email: 'jo***@e***.com',
  homeAddress: 'Call***',
  birthdate: '**/**/****',
  assignedLine: 'Línea Los Próceres',
  typeService: 'Taxi',
  vehicleType: 'Sedan',
  vehicleBrand: 'Toyota',
  vehicleModel: 'Corolla',
  vehicleYear: 2015,
  vehicleColor: 'Blanco',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the form sees it; `posts` answers each POST in turn (a thrown error is a dropped connection). */
let posts: (() => Response)[] = [];
const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
  if (input === '/api/affiliate/lookup/12345678') return json(200, jose);
  if (input.startsWith('/api/affiliate/lookup/'))
    return json(404, { error: 'No existe un afiliado activo con esa cédula.' });
  if (input === '/api/request-carrier' && init.method === 'POST') return posts.shift()!();
  return json(500, {});
});
const lookups = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/affiliate/lookup/'));
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/request-carrier')
    .map(([, init]) => ({
      body: JSON.parse(init.body as string) as unknown,
      key: new Headers(init.headers).get('Idempotency-Key'),
    }));

let container: HTMLElement;

beforeEach(async () => {
  fetchMock.mockClear();
  posts = [];
  vi.stubGlobal('fetch', fetchMock);
  ({ container } = await renderInApp(<ApplyForm />));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The input a label names (the read-only fields have no name attribute). */
const byLabel = (text: string) => {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent === text)!;
  return document.getElementById(label.htmlFor) as HTMLInputElement;
};

const type = (label: string, value: string) => typeInto(byLabel(label), value);

/** Lets the debounce, the fake API and React's updates run, inside act. */
const settle = (ms = 400) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function submit() {
  await act(async () => container.querySelector('form')!.requestSubmit());
  await settle(50);
}

/** The API's 201 for request 42: 1.500 Bs at 36,5 Bs/₽, from an affiliate with or without an account. */
const created = (hasAccount = false, more: object = {}) =>
  json(201, {
    ...more,
    id: 42,
    created: '2026-03-10T14:30:00.000Z',
    status: 'Por revisar',
    amount: 41.1,
    amountBsRequested: 1500,
    rate: 36.5,
    message: 'Tu solicitud fue enviada con éxito. Recibirás un correo con la respuesta a tu solicitud.',
    hasAccount,
  });

/** The confirmation's 'Volver al formulario' button, when the confirmation is shown. */
const startOverButton = () =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === 'Volver al formulario');

describe('the landing application form', () => {
  it('looks up only cédulas above 9999999 (spec section 4)', () => {
    expect(isLookupDni('9999999')).toBe(false);
    expect(isLookupDni('1234567')).toBe(false);
    expect(isLookupDni('10000000')).toBe(true);
    expect(isLookupDni('12345678')).toBe(true);
    expect(isLookupDni('123456789')).toBe(false);
    expect(isLookupDni('1234567a')).toBe(false);
  });

  it('fills the read-only fields from one lookup after 8 digits, and empties them for an unknown cédula', async () => {
    await type('Cédula', '1234567');
    await settle();
    expect(lookups()).toHaveLength(0);

    await type('Cédula', '12345678');
    await settle();
    expect(byLabel('Nombres').value).toBe('José');
    expect(byLabel('Correo').value).toBe('jo***@e***.com');
    expect(byLabel('Línea').value).toBe('Línea Los Próceres');
    expect(lookups()).toHaveLength(1);

    await type('Cédula', '87654321');
    // The old fill goes at once, and the failed lookup fills nothing.
    expect(byLabel('Nombres').value).toBe('');
    await settle();
    expect(lookups()).toHaveLength(2);
    expect(byLabel('Nombres').value).toBe('');
  });

  it('sends { dni, amount }; a retry after a dropped connection reuses the Idempotency-Key, a success retires it', async () => {
    posts = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      created,
      () => json(409, { error: 'Ya tienes una solicitud por revisar.' }),
    ];
    await type('Cédula', '12345678');
    // Issue 11: a dot before three digits separates thousands.
    await type('Monto (Bs)', '1.500');
    await submit();
    expect(sent()).toHaveLength(1);
    await submit();
    expect(sent()).toHaveLength(2);
    // The success shows the confirmation; going back finds the form empty.
    await act(async () => startOverButton()!.click());
    expect(byLabel('Cédula').value).toBe('');
    expect(byLabel('Monto (Bs)').value).toBe('');

    await type('Cédula', '12345678');
    await type('Monto (Bs)', '1500');
    await submit();
    expect(sent()).toHaveLength(3);

    const [first, retry, next] = sent();
    expect(first!.body).toEqual({ dni: '12345678', amount: 1500 });
    expect(first!.key).toBeTruthy();
    expect(retry!.key).toBe(first!.key);
    expect(next!.key).not.toBe(first!.key);
  });

  it("takes over the amount typed in the landing's stand-in as typed, and reads it the Venezuelan way", async () => {
    posts = [() => json(201, { id: 1, message: 'ok' })];
    ({ container } = await renderInApp(<ApplyForm typed={{ dni: '12345678', amount: '95.000' }} />));
    // Kept as typed, not rewritten: the visitor may still be typing in it.
    expect(byLabel('Monto (Bs)').value).toBe('95.000');
    expect(container.textContent).toContain('Se registrará: 95.000,00 Bs');
    await submit();
    expect(sent()[0]!.body).toEqual({ dni: '12345678', amount: 95000 });
  });

  it("replaces the form with the request's number, amounts, next steps and masked e-mail, focused for a screen reader (issue 16)", async () => {
    posts = [() => created()];
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await type('Cédula', '12345678');
    await settle();
    await type('Monto (Bs)', '1500');
    await submit();

    expect(container.querySelector('form')).toBeNull();
    const heading = container.querySelector('h3')!;
    expect(heading.textContent).toBe('Solicitud N° 42 recibida');
    expect(document.activeElement).toBe(heading);
    // Mid-screen, clear of the success toast at the top (phone) or bottom-right (wider screens).
    expect(scrolled.mock.contexts.at(-1)).toBe(heading);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
    scrolled.mockRestore();
    const text = container.textContent!;
    expect(text).toContain('Monto solicitado: 1.500,00 Bs (41,1000 ₽).');
    expect(text).toContain('Enviada el 10/03/2026');
    const steps = [...container.querySelectorAll('ol li')].map((li) => li.textContent);
    expect(steps).toEqual(applicationNextSteps(false));
    expect(steps[0]).toContain('en un plazo de 1 a 3 días hábiles');
    // Without an account, the approval e-mail brings the link to create a password.
    expect(steps[2]).toBe(
      'Si es aprobada, ese correo traerá el enlace para crear tu contraseña e iniciar sesión en el panel, donde reportarás tus pagos.',
    );
    expect(text).toContain('Te enviamos estos datos por correo a jo***@e***.com.');

    await act(async () => startOverButton()!.click());
    await settle(10);
    expect(container.querySelector('form')).not.toBeNull();
    expect(document.activeElement).toBe(byLabel('Cédula'));
  });

  it('tells an applicant whose affiliate already has an account to sign in as usual, no password link', async () => {
    posts = [() => created(true)];
    await type('Cédula', '12345678');
    await settle();
    await type('Monto (Bs)', '1500');
    await submit();

    const steps = [...container.querySelectorAll('ol li')].map((li) => li.textContent);
    expect(steps).toEqual(applicationNextSteps(true));
    expect(steps[2]).toBe(
      'Si es aprobada, inicia sesión en el panel con tu correo y tu contraseña, como siempre, para ver tu préstamo y reportar tus pagos. Si no la recuerdas, usa «¿Has olvidado tu contraseña?».',
    );
    expect(container.textContent).not.toContain('crear tu contraseña');
  });

  it("offers the documents step once stored, with the answer's upload token for the lookup's affiliate (issue 31)", async () => {
    const attachments = vi.fn((request: { uploadToken?: string }, affiliateId: number | null) => (
      <p data-testid="documents-step">{`${request.uploadToken}:${affiliateId}`}</p>
    ));
    ({ container } = await renderInApp(<ApplyForm attachments={attachments} />));
    posts = [() => created(false, { uploadToken: 'upload-token' })];
    await type('Cédula', '12345678');
    await settle();
    await type('Monto (Bs)', '1500');
    await submit();

    // The application is stored first: the step shows under its confirmation, never in its place.
    expect(container.querySelector('h3')!.textContent).toBe('Solicitud N° 42 recibida');
    expect(container.querySelector('[data-testid="documents-step"]')!.textContent).toBe('upload-token:1');
  });
});
