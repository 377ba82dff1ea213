import { act } from 'react';

/** Types as a user would: focus, then the native input event React listens to (the value setter bypasses React's tracking). */
export async function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  await act(async () => {
    field.focus();
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Leaves a field, as a tab or a click elsewhere does: React's onBlur listens to focusout. */
export async function leave(field: HTMLElement) {
  await act(async () => {
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}
