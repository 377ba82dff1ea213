import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Queue } from 'pg-boss';

/** Where jobs that used up their retries are kept (pg-boss's dead letters), for a person to look at. */
export const DEAD_LETTERS = 'jobs-failed';

/** How often schedules and queues are looked at; the tests shorten it to a second. */
export interface QueueTiming {
  pollSeconds: number;
}
export const DEFAULT_TIMING: QueueTiming = { pollSeconds: 5 };

/**
 * pg-boss on the app's database, in a schema of its own (`pgboss`, created and migrated by it at
 * start): jobs, schedules, retries and dead letters kept in PostgreSQL, safe with several servers.
 */
export async function startQueue(
  url: string,
  log: Pick<FastifyBaseLogger, 'error'>,
  timing: QueueTiming = DEFAULT_TIMING,
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    application_name: 'prestamos-jobs',
    max: 4,
    cronMonitorIntervalSeconds: timing.pollSeconds,
    cronWorkerIntervalSeconds: timing.pollSeconds,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  try {
    await boss.start();
    await ensureQueue(boss, DEAD_LETTERS, { retentionSeconds: 30 * 86_400 });
  } catch (err) {
    // A start cut short (the database away) leaves no pool or timer behind: the caller tries again.
    await boss.stop({ graceful: false }).catch(() => {});
    throw err;
  }
  return boss;
}

/** Creates the queue, or brings an existing one to these options (a new release may change them). */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<Queue, 'name'>): Promise<void> {
  const existing = await boss.getQueue(name);
  if (!existing) return boss.createQueue(name, options);
  const { policy: _policy, deadLetter: _deadLetter, partition: _partition, ...changeable } = options;
  await boss.updateQueue(name, changeable);
}
