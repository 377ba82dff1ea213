import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { compactSummaries } from './lib/list-summary';
import { applyDefaulterPenalties } from './modules/loans/penalties';

/**
 * Runs `work` now and then every `ms` after the previous run ended (never two at once in this
 * process); failures are logged and the next run comes anyway. Returns the stop function.
 */
function every(name: string, ms: number, work: () => Promise<unknown>, log: FastifyBaseLogger): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      await work();
    } catch (err) {
      log.error({ err, job: name }, 'background job failed');
    }
    if (!stopped) timer = setTimeout(() => void run(), ms).unref();
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * The server's background work, started once it answers: each job is idempotent and safe with
 * several servers (row locks, SKIP LOCKED), so a slow job never delays the first request.
 */
export function startJobs(db: Db, config: Config, log: FastifyBaseLogger): () => void {
  const stops = [
    // Interest for defaulters: at start, then periodically.
    every(
      'penalties',
      config.MORA_JOB_MINUTES * 60_000,
      async () => {
        const applied = await applyDefaulterPenalties(db, undefined, config.MORA_GRACE_DAYS);
        if (applied) log.info({ penalties: applied }, 'defaulter interest applied');
      },
      log,
    ),
    // The lists' counters are written as deltas; merging them keeps every count one short read.
    every('list-summary', config.SUMMARY_COMPACT_SECONDS * 1000, () => compactSummaries(db), log),
  ];
  return () => stops.forEach((stop) => stop());
}
