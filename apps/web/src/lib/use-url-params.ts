import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/** The last query asked for, on which path and when, until the router shows it. */
let pending: { path: string; query: string; at: number } | undefined;
/** A request older than this has been superseded (a link, back) rather than delayed. */
const PENDING_MS = 2000;

/**
 * The URL's query, and a change to it made on the latest one. The router navigates a while after
 * it is asked (its guards run first), so filters chosen in quick succession would each start from
 * the URL shown and drop the ones still on their way: a change builds on the last one asked until
 * that one is shown.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  if (pending && pending.path === pathname && pending.query === params.toString()) pending = undefined;
  const update = (change: (params: URLSearchParams) => void, options?: NavigateOptions) => {
    const onTheWay = pending && pending.path === pathname && Date.now() - pending.at < PENDING_MS;
    const updated = new URLSearchParams(onTheWay ? pending!.query : params);
    change(updated);
    pending = { path: pathname, query: updated.toString(), at: Date.now() };
    setParams(updated, options);
  };
  return [params, update] as const;
}
