/**
 * At most `size` pieces of work at once; the rest wait in arrival order. For work that is heavy
 * on the CPU or on the database (hashes, the portfolio report), where running more at once only
 * adds memory and makes each one slower.
 */
export function slots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((go) => waiting.push(go));
    else running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or frees.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * One computation per key at a time: a call while the same key is being computed shares that
 * result instead of starting another (32 administrators opening Resumen at once cost one report).
 */
export function singleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
