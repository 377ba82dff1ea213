import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/** False while React takes over markup rendered at build time (and on the server), true ever after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A form's controls on a page rendered at build time stay disabled until React has taken the markup over:
 * before that, the browser would submit the form itself (a GET with what was typed, passwords included,
 * in the address), and text typed early would be reset by the form's defaults. The landing is never
 * hydrated: its start script enables its stand-in forms itself (features/landing/stand-in-form.ts).
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    // display: contents: the form lays its fields out as if the fieldset were not there.
    <fieldset disabled={!hydrated} style={{ display: 'contents' }}>
      {children}
    </fieldset>
  );
}
