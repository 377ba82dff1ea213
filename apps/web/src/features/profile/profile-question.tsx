import { lazy, Suspense } from 'react';
import { useMe } from './get-me';

// Its form and validation download only for the administrator it concerns.
const CompleteProfileModal = lazy(() => import('./complete-profile-modal'));

/** Asks an administrator whose profile lacks cédula or phone (the first one) for them; nothing otherwise. */
export function ProfileQuestion() {
  const { data: me } = useMe();
  if (me?.profileComplete !== false) return null;
  return (
    <Suspense fallback={null}>
      <CompleteProfileModal />
    </Suspense>
  );
}
