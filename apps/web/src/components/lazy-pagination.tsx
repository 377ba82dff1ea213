import { lazy, Suspense, type ComponentProps } from 'react';

// Mantine's Pagination (~3 KB gzipped) downloads only for a list of more than one page: most carriers'
// lists fit in one, and a first visit should not pay for it.
const PagePagination = lazy(() => import('./page-pagination'));

/** Page numbers under a list, drawn only when there is more than one page. */
export function LazyPagination(props: ComponentProps<typeof PagePagination>) {
  if (props.total <= 1) return null;
  return (
    <Suspense fallback={null}>
      <PagePagination {...props} />
    </Suspense>
  );
}
