import { sql } from 'drizzle-orm';
import { messages } from '@app/domain';
import type { Db, Rows } from '../db/client';
import { HttpError } from '../plugins/errors';

/** One counted kind of attempt: at most `max` per `windowSeconds` for each key. */
export interface AttemptLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Takes one attempt for `key` before the attempt is made, in the database: one statement that
 * locks the key's row, so concurrent attempts, on any server, are counted one by one and at most
 * `max` get through in a window. The others get 429 with Retry-After (seconds to the window's end).
 */
export async function takeAttempt(db: Db, limit: AttemptLimit, key: string): Promise<void> {
  const { rows } = (await db.execute(sql`
    insert into attempt_counters as c (key, count, window_ends_at)
    values (${`${limit.name}:${key}`}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    on conflict (key) do update set
      count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
      window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
    returning count, ceil(extract(epoch from window_ends_at - now()))::int as wait`)) as unknown as Rows<{
    count: number;
    wait: number;
  }>;
  const taken = rows[0]!;
  if (taken.count > limit.max)
    throw new HttpError(429, messages.tooManyRequests, undefined, {
      'retry-after': String(Math.max(1, taken.wait)),
    });
}

/** Gives the key its attempts back (a correct password: only failures count against an account). */
export async function forgetAttempts(db: Db, limit: AttemptLimit, key: string): Promise<void> {
  await db.execute(sql`delete from attempt_counters where key = ${`${limit.name}:${key}`}`);
}

/** Windows that ended an hour ago are forgotten (the hourly job). */
export async function dropEndedAttempts(db: Db): Promise<void> {
  await db.execute(sql`delete from attempt_counters where window_ends_at < now() - interval '1 hour'`);
}
