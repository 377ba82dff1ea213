import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { loadApplyForm, type ApplyFormProps } from '../credit-requests';
import { notifyErrorLazily } from '../../lib/notify-lazily';
import { ApplicationPreview } from './application-preview';

/** Starts loading a screen ahead, so the form is usually ready before the visitor scrolls to it. */
const NEAR_VIEWPORT = '600px 0px';

interface Handoff {
  Form: ComponentType<ApplyFormProps>;
  typed: { dni: string; amount: string };
  focused: string | null;
  submit: boolean;
}

/**
 * The landing's application: a plain-markup stand-in until the section nears the screen (or the visitor
 * touches it), then the real form, which takes over what was typed, the focus and an early submit.
 */
export function ApplicationSection() {
  const box = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const submitAsked = useRef(false);
  const [busy, setBusy] = useState(false);
  const [handoff, setHandoff] = useState<Handoff | null>(null);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadApplyForm().then(
      ({ default: Form }) => {
        const field = (name: string) =>
          box.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
        const active = document.activeElement;
        // Read what was typed and swap in the same task, so no keystroke falls between the two.
        flushSync(() =>
          setHandoff({
            Form,
            typed: { dni: field('dni'), amount: field('amount') },
            focused: active && box.current?.contains(active) ? active.getAttribute('name') : null,
            submit: submitAsked.current,
          }),
        );
      },
      (error: unknown) => {
        loading.current = false;
        setBusy(false);
        notifyErrorLazily(error);
      },
    );
  }, []);

  useEffect(() => {
    const target = box.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [load]);

  useEffect(() => {
    if (!handoff) return;
    const form = box.current?.querySelector('form');
    const input = handoff.focused
      ? form?.querySelector<HTMLInputElement>(`input[name="${handoff.focused}"]`)
      : null;
    input?.focus();
    if (handoff.submit) form?.requestSubmit();
  }, [handoff]);

  return (
    <div ref={box}>
      {handoff ? (
        <handoff.Form typed={handoff.typed} />
      ) : (
        <ApplicationPreview
          onIntent={load}
          busy={busy}
          onEarlySubmit={() => {
            submitAsked.current = true;
            setBusy(true);
            load();
          }}
        />
      )}
    </div>
  );
}
