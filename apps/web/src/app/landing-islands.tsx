import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import type { CreatedCreditRequest } from '@app/domain';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type ApplyForm from '../features/credit-requests/apply-form';
import type { LoginForm } from '../features/auth/login-form';
import type { Handoff } from '../features/landing/stand-in-form';
import { showCarriedToasts } from '../lib/carried-toasts';
import { Providers } from './providers';
// The landing paints without Mantine's component styles: they arrive with the forms that use them.
import './mantine-styles';

/**
 * The landing's React, loaded when a visitor reaches for one of its forms: one root (one provider, one
 * toast host) rendering each form into the box its build-time stand-in held.
 */
const islands = new Map<HTMLElement, ReactNode>();
let root: Root | null = null;

function render(): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  root.render(
    <StrictMode>
      <Providers>{[...islands].map(([box, node], i) => createPortal(node, box, String(i)))}</Providers>
    </StrictMode>,
  );
}

/** Swaps the stand-in for the real form, reading what was typed in the same task so no keystroke falls between. */
function takeOver(
  box: HTMLElement,
  handoff: () => Handoff,
  form: (typed: Record<string, string>) => ReactNode,
) {
  const { typed, focused, submit } = handoff();
  flushSync(() => {
    box.replaceChildren();
    islands.set(box, form(typed));
    render();
  });
  const element = box.querySelector('form');
  if (focused) element?.querySelector<HTMLInputElement>(`input[name="${focused}"]`)?.focus();
  if (submit) element?.requestSubmit();
}

/** The forms come in as arguments: each downloads beside React (landing-main.ts), not after this module. */
export function mountLoginForm(box: HTMLElement, handoff: () => Handoff, Form: typeof LoginForm): void {
  takeOver(box, handoff, (typed) => (
    <Form
      accountType="Carrier"
      defaultValues={{ email: typed.email ?? '', password: typed.password ?? '' }}
    />
  ));
}

// The documents step downloads once an application is stored, never with the landing or its form.
const ApplicationDocuments = lazy(() => import('../features/documents/application-documents'));

/** The documents step of a stored application: its token lets the applicant upload for its affiliate only. */
function attachments({ uploadToken }: CreatedCreditRequest, affiliateId: number | null): ReactNode {
  if (!uploadToken || !affiliateId) return null;
  return (
    <Suspense fallback={null}>
      <ApplicationDocuments affiliateId={affiliateId} token={uploadToken} />
    </Suspense>
  );
}

export function mountApplyForm(box: HTMLElement, handoff: () => Handoff, Form: typeof ApplyForm): void {
  takeOver(box, handoff, (typed) => (
    <Form typed={{ dni: typed.dni ?? '', amount: typed.amount ?? '' }} attachments={attachments} />
  ));
}

/** The toasts a panel left for the landing (a logout, a new password). */
export function showToasts(): void {
  render();
  showCarriedToasts();
}
