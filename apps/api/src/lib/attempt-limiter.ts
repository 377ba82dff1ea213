import { messages } from '@app/domain';
import { HttpError } from '../plugins/errors';

/**
 * Counts attempts per key in fixed windows, in this process's memory (several servers each keep
 * their own counts: the limit then applies per server). Used per account, where the key is known
 * only after the body is read; per-address limits use @fastify/rate-limit.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Refuses with 429 once `max` attempts were counted for the key in the current window. */
  check(key: string, now = Date.now()): void {
    const w = this.windows.get(key);
    if (w && w.resetAt > now && w.count >= this.max) throw new HttpError(429, messages.tooManyRequests);
  }

  count(key: string, now = Date.now()): void {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    else w.count++;
    // Forget expired windows now and then, so the map stays small.
    if (this.windows.size > 10_000)
      for (const [k, v] of this.windows) if (v.resetAt <= now) this.windows.delete(k);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }
}
