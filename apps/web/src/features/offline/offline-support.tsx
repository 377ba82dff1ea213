import { lazy, Suspense } from 'react';

// The offline code (kept data, service worker, banners) downloads after the page, never in its way.
const OfflineKit = lazy(() => import('./offline-kit'));

/** The carrier panel's offline support, mounted once by its layout. */
export function OfflineSupport() {
  return (
    <Suspense fallback={null}>
      <OfflineKit />
    </Suspense>
  );
}
