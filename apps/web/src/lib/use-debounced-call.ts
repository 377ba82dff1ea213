import { useCallback, useEffect, useRef } from 'react';

/**
 * `fn` called `delay` ms after the last call, with that call's arguments; cancelled on unmount.
 * Ours rather than @mantine/hooks': that one shares a chunk with ScrollArea, which list pages no
 * longer load (the data table is a plain table), and splitting it out weighs more than these lines.
 */
export function useDebouncedCall<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const latest = useRef(fn);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
}
