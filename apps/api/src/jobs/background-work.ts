import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss, Queue } from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { dropEndedAttempts } from '../lib/attempt-limiter';
import { forgetOldAnswers } from '../lib/idempotency';
import { compactSummaries } from '../lib/list-summary';
import { takeScheduledBackup } from '../db/backup/scheduled';
import type { Mailer } from '../modules/mail/mailer';
import type { DiskWatcher } from '../disk/watcher';
import { applyDefaulterPenalties } from '../modules/loans';
import { sendReminders } from '../modules/collections';
import { bulkRoom } from '../modules/mail';
import { provisionEndedMonth, reclassifyLoans } from '../modules/journal';
import { keepTodaysFigures } from '../modules/reports';
import { sendDocumentExpiryReminders } from '../modules/documents/expiry-reminders';
import { DEAD_LETTERS, DEFAULT_TIMING, ensureQueue, type QueueTiming } from './queue';

/** How often reminders are queued: each run queues what MAIL_PER_MINUTE sends in this many minutes. */
export const REMINDERS_EVERY_MINUTES = 10;

/** A piece of the server's background work: a sweep over the database, safe to run again. */
export interface BackgroundJob {
  name: string;
  /** How often, as an RFC 5545 rule: pg-boss sends it once for all servers, at most once a minute. */
  every: string;
  /** Also once right after the start, not only at the first tick. */
  atStart?: boolean;
  run: () => Promise<unknown>;
}

/**
 * One run at a time and one waiting at most (`stately`: a tick while a run is queued adds nothing);
 * a failed run is retried with growing pauses (30 s doubling, at most an hour), five times, then
 * kept among the dead letters. Every job is a sweep the next tick repeats, so a lost run costs a delay.
 */
export const JOB_QUEUE_OPTIONS: Omit<Queue, 'name'> = {
  policy: 'stately',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 3600,
  deadLetter: DEAD_LETTERS,
};

/** The server's jobs: defaulter interest, reminders, the books' reclassification and provisions, the lists' counters, the e-mail outbox, sign-in counters, backups. */
export function appJobs(
  db: Db,
  url: string,
  config: Config,
  log: FastifyBaseLogger,
  mailer: Mailer,
  disk: Pick<DiskWatcher, 'wouldBeLowAfter' | 'refusing'>,
): BackgroundJob[] {
  const jobs: BackgroundJob[] = [
    {
      name: 'penalties',
      every: `FREQ=MINUTELY;INTERVAL=${config.MORA_JOB_MINUTES}`,
      atStart: true,
      run: async () => {
        const applied = await applyDefaulterPenalties(db, undefined, config.MORA_GRACE_DAYS);
        if (applied) log.info({ penalties: applied }, 'defaulter interest applied');
      },
    },
    // Due and overdue notices by e-mail, each installment and kind once; a licence or carnet
    // expiring within 30 days, and expired, each once. Each run queues what the outbox's rate sends
    // before the next (a first run at national size would queue ~11 000 at once): a short job, no
    // burst, and amounts at most minutes old when they go out.
    {
      name: 'reminders',
      every: `FREQ=MINUTELY;INTERVAL=${REMINDERS_EVERY_MINUTES}`,
      atStart: true,
      run: async () => {
        const room = await bulkRoom(db, config.MAIL_PER_MINUTE, REMINDERS_EVERY_MINUTES);
        if (!room) return log.debug('reminders wait: the outbox still holds a run of them');
        const sent = await sendReminders(db, config, undefined, room);
        if (sent) log.info({ reminders: sent }, 'payment reminders queued');
        const papers = await sendDocumentExpiryReminders(db, config, undefined, room - sent);
        if (papers) log.info({ reminders: papers }, 'document expiry reminders queued');
        if (sent || papers) mailer.kick();
      },
    },
    // The books' portfolio accounts follow the loans' arrears: a sweep that finds nothing most hours,
    // hourly so a day's crossings move within the hour after midnight.
    {
      name: 'reclassification',
      every: 'FREQ=HOURLY',
      atStart: true,
      run: async () => {
        const moved = await reclassifyLoans(db);
        if (moved) log.info({ loans: moved }, 'loans reclassified in the books');
      },
    },
    // The month that ended gets its provision once, on the 1st or at the first start after it.
    {
      name: 'provisions',
      every: 'FREQ=HOURLY',
      atStart: true,
      run: async () => {
        const month = await provisionEndedMonth(db);
        if (month) log.info({ month }, 'loan-loss provision posted');
      },
    },
    // The counters are written as deltas; merging them keeps every count one short read.
    {
      name: 'list-summary',
      every: `FREQ=MINUTELY;INTERVAL=${config.SUMMARY_COMPACT_MINUTES}`,
      run: () => compactSummaries(db),
    },
    // What a commit's kick did not deliver (SMTP down, a restart) goes out at the next tick.
    {
      name: 'mail',
      every: `FREQ=MINUTELY;INTERVAL=${config.MAIL_RETRY_MINUTES}`,
      atStart: true,
      run: () => mailer.flush(),
    },
    // The portfolio report reads today's kept standings and the folded movements (decision 38).
    {
      name: 'portfolio-figures',
      every: 'FREQ=MINUTELY;INTERVAL=10',
      atStart: true,
      run: () => keepTodaysFigures(db),
    },
    // Sign-in counters of windows long ended.
    { name: 'forget-attempts', every: 'FREQ=HOURLY', run: () => dropEndedAttempts(db) },
    // Idempotency answers past their replay window.
    { name: 'forget-answers', every: 'FREQ=HOURLY', run: () => forgetOldAnswers(db) },
  ];
  // Looked at every hour; it takes one only when the last is BACKUP_EVERY_HOURS old.
  if (config.BACKUP_EVERY_HOURS > 0)
    jobs.push({
      name: 'backup',
      every: 'FREQ=HOURLY',
      atStart: true,
      run: () => takeScheduledBackup(db, url, config, log, disk),
    });
  // While writes are refused for a full disk (decision 31) the jobs write nothing either: each is a
  // sweep, so the first tick after space is freed does what was skipped.
  return jobs.map((job) => ({
    ...job,
    run: async () => {
      if (disk.refusing) return log.debug({ job: job.name }, 'background job skipped: disk full');
      return job.run();
    },
  }));
}

/**
 * Schedules `jobs` on the queue and works them in this server; returns the stop function, which
 * lets a run in progress finish (at most 10 s) before the database closes.
 */
export async function startJobs(
  boss: PgBoss,
  jobs: BackgroundJob[],
  config: Pick<Config, 'APP_TIMEZONE'>,
  log: Pick<FastifyBaseLogger, 'warn' | 'debug'>,
  timing: QueueTiming = DEFAULT_TIMING,
  queueOptions = JOB_QUEUE_OPTIONS,
): Promise<() => Promise<void>> {
  for (const job of jobs) {
    await ensureQueue(boss, job.name, queueOptions);
    await boss.schedule(job.name, job.every, null, { tz: config.APP_TIMEZONE });
    await boss.work(job.name, { pollingIntervalSeconds: timing.pollSeconds }, async () => {
      const started = performance.now();
      try {
        await job.run();
        // What each run costs, for a start after a deploy (issue 33: the start-up jobs' duration).
        log.debug({ job: job.name, ms: Math.round(performance.now() - started) }, 'background job done');
      } catch (err) {
        log.warn({ err, job: job.name }, 'background job failed; retried later');
        throw err;
      }
    });
    if (job.atStart) await boss.send(job.name);
  }
  return () => boss.stop({ graceful: true, timeout: 10_000 });
}
