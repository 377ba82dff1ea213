import { lazy, Suspense, useEffect, useState } from 'react';

// The offline code (kept data, service worker, banners) downloads after the page, never in its way.
const OfflineKit = lazy(() => import('./offline-kit'));

/**
 * The carrier panel's offline support, mounted once by its layout. It starts after the first render:
 * a page pre-rendered at build time has none of it (no phone, no worker there), and hydrating must match.
 */
export function OfflineSupport() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <OfflineKit />
    </Suspense>
  ) : null;
}
