import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/** The last change asked for and the URL shown when it was asked, until the router renders it. */
let pending: { on: string; to: string } | undefined;

/**
 * The URL's query, and a change to it made on the latest one. The router navigates a moment after
 * it is asked, so two filters chosen in quick succession would each start from the same rendered
 * URL and the second would drop the first: a change asked before the last one shows builds on it.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const shown = `${pathname}?${params.toString()}`;
  const update = (change: (params: URLSearchParams) => void, options?: NavigateOptions) => {
    const updated = new URLSearchParams(pending?.on === shown ? pending.to : params);
    change(updated);
    pending = { on: shown, to: updated.toString() };
    setParams(updated, options);
  };
  return [params, update] as const;
}
