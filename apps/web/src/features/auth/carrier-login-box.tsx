import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { notifyErrorLazily } from '../../lib/notify-lazily';
import type { LoginForm as LoginFormComponent } from './login-form';
import { LoginFormPreview } from './login-form-preview';

interface Handoff {
  Form: typeof LoginFormComponent;
  values: { email: string; password: string };
  focused: string | null;
  submit: boolean;
}

/**
 * The landing's carrier login box. Its first paint is a plain-markup stand-in; the real LoginForm (its
 * validation and Mantine inputs weigh ~50 KB) downloads when the visitor reaches for the box, and takes
 * over what was typed, the focus and an early submit.
 */
export function CarrierLoginBox() {
  const box = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const submitAsked = useRef(false);
  const [busy, setBusy] = useState(false);
  const [handoff, setHandoff] = useState<Handoff | null>(null);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    // The landing paints without Mantine's component styles: they arrive with the form that uses them.
    Promise.all([import('./login-form'), import('../../app/mantine-styles')]).then(
      ([{ LoginForm }]) => {
        const field = (name: string) =>
          box.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
        const active = document.activeElement;
        // Read what was typed and swap in the same task, so no keystroke falls between the two.
        flushSync(() =>
          setHandoff({
            Form: LoginForm,
            values: { email: field('email'), password: field('password') },
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
  };

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
        <handoff.Form accountType="Carrier" defaultValues={handoff.values} />
      ) : (
        <LoginFormPreview
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
