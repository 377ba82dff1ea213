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

/** A verification in flight is given up for lost (its server stopped) this long after the key's last reservation. */
const IN_FLIGHT_HOLD_SECONDS = 60;
/** How long a check waits for a free place among those in flight before it is refused (429, Retry-After 1). */
const WAIT_FOR_ROOM_MS = 20_000;

/** Checks waiting in this process for a key's place in flight, woken when one of this process's checks ends. */
const waiting = new Map<string, Set<() => void>>();

function wake(key: string, all: boolean): void {
  const here = waiting.get(key);
  if (!here) return;
  for (const resolve of here) {
    resolve();
    if (!all) return;
  }
}

/** Resolves when a check on `key` in this process ends, or after `ms` (a check on another server ends unseen). */
function nextChance(key: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const here = waiting.get(key) ?? new Set();
    waiting.set(key, here);
    const done = () => {
      clearTimeout(timer);
      here.delete(done);
      if (!here.size) waiting.delete(key);
      resolve();
    };
    const timer = setTimeout(done, ms);
    here.add(done);
  });
}

/**
 * Reserves one of the key's places in flight: failures in the window plus checks in flight stay
 * within `max`, in one statement that locks the key's row. Answers whether it got one and, when
 * not, whether the window's failures are spent (and the seconds to its end).
 */
async function reserve(
  db: Db,
  limit: AttemptLimit,
  key: string,
): Promise<{ spent: boolean; wait: number } | null> {
  const { rows } = (await db.execute(sql`
    insert into attempt_counters as c (key, count, window_ends_at, in_flight, in_flight_until)
    values (${key}, 0, now() + make_interval(secs => ${limit.windowSeconds}), 1,
            now() + make_interval(secs => ${IN_FLIGHT_HOLD_SECONDS}))
    on conflict (key) do update set
      count = case when c.window_ends_at <= now() then 0 else c.count end,
      window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end,
      in_flight = case when c.in_flight_until > now() then c.in_flight else 0 end + 1,
      in_flight_until = excluded.in_flight_until
    where case when c.window_ends_at <= now() then 0 else c.count end
        + case when c.in_flight_until > now() then c.in_flight else 0 end < ${limit.max}
    returning 1 as reserved`)) as unknown as Rows<{ reserved: number }>;
  if (rows.length) return null;
  // No place: the failures are spent (wait for the window), or checks in flight hold the rest.
  const { rows: state } = (await db.execute(sql`
    select window_ends_at > now() and count >= ${limit.max} as spent,
           ceil(extract(epoch from window_ends_at - now()))::int as wait
      from attempt_counters where key = ${key}`)) as unknown as Rows<{ spent: boolean; wait: number }>;
  return state[0] ?? { spent: false, wait: 1 };
}

/**
 * Runs `check` (a password verified) as one attempt against `key`, where only failures count: a
 * place is reserved before it runs, so checks in flight plus failures in the window never pass
 * `limit.max` however many run at once, on any server. A check that finds every place taken by
 * checks in flight waits for one to end (a correct password frees its place and gives the failures
 * back; a refused one becomes a failure); once the failures are spent it gets 429 with Retry-After.
 * A `check` that throws is a failure.
 */
export async function checkAttempt<T>(
  db: Db,
  limit: AttemptLimit,
  key: string,
  check: () => Promise<T>,
): Promise<T> {
  const counted = `${limit.name}:${key}`;
  const giveUpAt = Date.now() + WAIT_FOR_ROOM_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const refused = await reserve(db, limit, counted);
    if (!refused) break;
    if (refused.spent || Date.now() >= giveUpAt)
      throw new HttpError(429, messages.tooManyRequests, undefined, {
        'retry-after': String(refused.spent ? Math.max(1, refused.wait) : 1),
      });
    await nextChance(counted, pause);
  }
  let result: T;
  try {
    result = await check();
  } catch (err) {
    await db.execute(sql`
      update attempt_counters set
        count = case when window_ends_at <= now() then 1 else count + 1 end,
        window_ends_at = case when window_ends_at <= now()
                              then now() + make_interval(secs => ${limit.windowSeconds}) else window_ends_at end,
        in_flight = greatest(in_flight - 1, 0)
      where key = ${counted}`);
    // A failure frees no place but may spend the window: every waiter here looks again.
    wake(counted, true);
    throw err;
  }
  await db.execute(sql`
    update attempt_counters set count = 0, in_flight = greatest(in_flight - 1, 0) where key = ${counted}`);
  wake(counted, false);
  return result;
}

/** Windows that ended an hour ago are forgotten (the hourly job). */
export async function dropEndedAttempts(db: Db): Promise<void> {
  await db.execute(sql`delete from attempt_counters where window_ends_at < now() - interval '1 hour'`);
}
