import type { MailRow, MeBody } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administratorMe } from '../../test/me-fixture';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { Component as MailPage } from './mail-page';

const mail = (id: number, state: MailRow['state'], more: Partial<MailRow> = {}): MailRow => ({
  id,
  created: '2026-11-20T14:00:00.000Z',
  to: `persona${id}@correo.test`,
  subject: 'Recibimos tu solicitud de crédito',
  state,
  attempts: 1,
  sentAt: null,
  nextAttemptAt: null,
  lastError: null,
  ...more,
});

const rows = [
  mail(1, 'Enviado', { sentAt: '2026-11-20T18:05:00.000Z' }),
  mail(2, 'Fallido', { attempts: 75, lastError: '550 Buzón inexistente' }),
  mail(3, 'Sin confirmar'),
];

/** The page with the outbox above, every resend answered; `posts` lists each resend's URL and body. */
async function render(me?: MeBody) {
  const page = await renderPage(
    <MailPage />,
    { route: '/backoffice/panel/correos', url: '/backoffice/panel/correos' },
    (url) =>
      me && url === '/api/auth/me'
        ? jsonResponse(me)
        : url.includes('/resend')
          ? jsonResponse({ message: 'El correo se enviará de nuevo.' })
          : jsonResponse(rows, { 'X-Total-Count': String(rows.length) }),
  );
  // The stand-in fetch is typed with the URL alone; the client also passes its init (method, body).
  const posts = () =>
    (page.fetch.mock.calls as unknown as [string, RequestInit | undefined][])
      .filter(([url]) => url.includes('/resend'))
      .map(([url, init]) => ({ url, body: init?.body ?? null }));
  const resendOf = (id: number) => {
    const row = Array.from(page.container.querySelectorAll('tbody tr')).find((tr) =>
      tr.textContent?.includes(`persona${id}@`),
    )!;
    return Array.from(row.querySelectorAll('button')).find((b) => b.textContent === 'Reenviar')!;
  };
  const click = async (button: Element) => {
    await act(async () => (button as HTMLButtonElement).click());
    await settle();
  };
  return { ...page, posts, resendOf, click };
}

const dialog = () => document.querySelector('[role="dialog"]');
const button = (name: string) =>
  Array.from(dialog()?.querySelectorAll('button') ?? []).find((b) => b.textContent === name)!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resending from Correos', () => {
  it('offers Reenviar only with mail.resend: a Gerente reads the outbox without it', async () => {
    const resendButtons = (container: HTMLElement) =>
      [...container.querySelectorAll('tbody button')].filter((b) => b.textContent === 'Reenviar').length;
    const gerente = await render(administratorMe('Gerente'));
    expect(gerente.container.textContent).toContain('persona2@correo.test');
    expect(resendButtons(gerente.container)).toBe(0);
    vi.unstubAllGlobals();
    const general = await render(administratorMe('Administrador general'));
    expect(resendButtons(general.container)).toBe(3);
  });

  it('resends a failed or unconfirmed e-mail at once, without asking and without a copy', async () => {
    const { posts, resendOf, click } = await render();
    await click(resendOf(2));
    await click(resendOf(3));
    expect(dialog()).toBeNull();
    expect(posts()).toEqual([
      { url: '/api/mail/2/resend', body: null },
      { url: '/api/mail/3/resend', body: null },
    ]);
  });

  it('asks before a sent e-mail goes again, says it goes as a copy, and sends nothing when cancelled', async () => {
    const { posts, resendOf, click } = await render();
    await click(resendOf(1));
    expect(dialog()?.textContent).toContain(
      'Este correo ya se envió el 20/11/2026 14:05. ¿Enviar una copia a persona1@correo.test?',
    );
    await click(button('Cancelar'));
    expect(posts()).toEqual([]);
  });

  it('sends the copy the administrator confirmed, saying so to the server', async () => {
    const { posts, resendOf, click } = await render();
    await click(resendOf(1));
    await click(button('Enviar copia'));
    expect(posts()).toEqual([{ url: '/api/mail/1/resend', body: JSON.stringify({ copy: true }) }]);
  });
});
