import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_DATABASE_MS, shutDown, type ShutdownSteps } from './shutdown';

// The real sequence against a real server is in test/slow-clients.test.ts; here, the bound when a step never ends.
const never = () => new Promise<void>(() => {});

/** Steps that record their calls and the exit code; `overrides` replace some. */
function steps(overrides: Partial<ShutdownSteps> = {}) {
  const run = {
    calls: [] as string[],
    code: undefined as number | undefined,
    steps: undefined as unknown as ShutdownSteps,
  };
  run.steps = {
    log: pino({ enabled: false }),
    closeServer: async () => void run.calls.push('closeServer'),
    dropConnections: () => void run.calls.push('dropConnections'),
    closeDatabase: async () => void run.calls.push('closeDatabase'),
    graceMs: 1000,
    exit: (code) => void (run.code = code),
    ...overrides,
  };
  return run;
}

describe('shutting down', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes the server, then the database, and exits 0 without dropping anyone', async () => {
    const run = steps();
    await shutDown(run.steps);
    expect(run.code).toBe(0);
    expect(run.calls).toEqual(['closeServer', 'closeDatabase']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drops the connections still open after the grace, then closes the database', async () => {
    let closed = () => {};
    const run = steps({ closeServer: () => new Promise<void>((resolve) => (closed = resolve)) });
    run.steps.dropConnections = () => {
      run.calls.push('dropConnections');
      closed();
    };
    void shutDown(run.steps);
    await vi.advanceTimersByTimeAsync(999);
    expect(run.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.calls).toEqual(['dropConnections', 'closeDatabase']);
    expect(run.code).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('exits 1 at the grace plus CLOSE_DATABASE_MS when a close never ends', async () => {
    for (const stuck of ['closeServer', 'closeDatabase'] as const) {
      const run = steps({ [stuck]: never });
      void shutDown(run.steps);
      await vi.advanceTimersByTimeAsync(1000 + CLOSE_DATABASE_MS - 1);
      expect(run.code, stuck).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(run.code, stuck).toBe(1);
    }
  });
});
