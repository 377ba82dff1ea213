import { describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, hashPassword, inHashSlot, verifyPassword } from './passwords';

describe('password hashing slots', () => {
  it('runs at most HASHES_AT_ONCE at a time, in arrival order, and a failure frees its slot', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const jobs = Array.from({ length: HASHES_AT_ONCE * 3 }, (_, n) =>
      inHashSlot(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((go) => releases.push(go));
        running--;
        if (n === 0) throw new Error('a failed hash');
        return n;
      }),
    );
    const settled = Promise.allSettled(jobs);
    // Release whoever holds a slot until every job has run.
    while (started.length < jobs.length || releases.length) {
      await new Promise((r) => setTimeout(r, 1));
      expect(running).toBeLessThanOrEqual(HASHES_AT_ONCE);
      releases.shift()?.();
    }
    const results = await settled;
    expect(most).toBe(HASHES_AT_ONCE);
    expect(started).toEqual(jobs.map((_, n) => n));
    expect(results[0]!.status).toBe('rejected');
    expect(results.slice(1).map((r) => (r as PromiseFulfilledResult<number>).value)).toEqual(
      jobs.slice(1).map((_, n) => n + 1),
    );
  });

  it('still hashes and verifies through the slots, many at once', async () => {
    const stored = await hashPassword('Clave123!x');
    const checks = await Promise.all(
      Array.from({ length: HASHES_AT_ONCE * 2 + 1 }, (_, n) =>
        verifyPassword(stored, n % 2 ? 'Clave123!x' : 'otra-clave'),
      ),
    );
    expect(checks).toEqual(checks.map((_, n) => n % 2 === 1));
    expect(await verifyPassword(undefined, 'Clave123!x')).toBe(false);
  });
});
