import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgBoss } from 'pg-boss';
import { freshDatabase, roomyDisk, type FreshDatabase } from '../../test/helper';
import { loadConfig } from '../config';
import { createMailer } from '../modules/mail/mailer';
import { appJobs, JOB_QUEUE_OPTIONS, startJobs, type BackgroundJob } from './background-work';
import { DEAD_LETTERS, startQueue } from './queue';

/** The background work on pg-boss, on this run's database: schedules, retries, dead letters, two servers. */
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/unused',
  LOG_LEVEL: 'silent',
  BACKUP_EVERY_HOURS: '0',
});
const quiet = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };
const FAST = { pollSeconds: 1 };

let fresh: FreshDatabase;
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  fresh = await freshDatabase();
}, 60_000);
afterAll(async () => {
  for (const stop of stops) await stop();
  await fresh.database.close();
  await fresh.drop();
});

const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

async function server(jobs: BackgroundJob[], options = JOB_QUEUE_OPTIONS): Promise<PgBoss> {
  const boss = await startQueue(fresh.raw.url, quiet, FAST);
  stops.push(await startJobs(boss, jobs, config, quiet, FAST, options));
  return boss;
}

describe('background jobs', () => {
  it("schedules the server's own jobs", async () => {
    const mailer = createMailer(fresh.database.db, async () => 'nowhere', quiet as never, {
      giveUpHours: 72,
      perMinute: 60,
    });
    const boss = await server(
      appJobs(fresh.database.db, fresh.raw.url, config, quiet as never, mailer, roomyDisk),
    );
    const names = (await boss.getSchedules()).map((s) => s.name).sort();
    expect(names).toEqual([
      'forget-answers',
      'forget-attempts',
      'list-summary',
      'mail',
      'penalties',
      'portfolio-figures',
      'provisions',
      'reclassification',
      'reminders',
    ]);
    const withBackups = appJobs(
      fresh.database.db,
      fresh.raw.url,
      { ...config, BACKUP_EVERY_HOURS: 24 },
      quiet as never,
      mailer,
      roomyDisk,
    );
    expect(withBackups.map((j) => [j.name, j.every])).toContainEqual(['backup', 'FREQ=HOURLY']);
  }, 60_000);

  it('writes nothing while the disk is full: every job skips its run (decision 31)', async () => {
    // Any use of the database or the mailer fails the run.
    const untouchable = new Proxy(
      {},
      {
        get: () => {
          throw new Error('used while the disk is full');
        },
      },
    ) as never;
    const full = { refusing: true, wouldBeLowAfter: roomyDisk.wouldBeLowAfter };
    const jobs = appJobs(
      untouchable,
      'postgres://unused',
      { ...config, BACKUP_EVERY_HOURS: 24 },
      quiet as never,
      untouchable,
      full,
    );
    expect(jobs).toHaveLength(10);
    for (const job of jobs) await expect(job.run(), job.name).resolves.toBeUndefined();
  });

  it('runs a job once at start, and its rule is stored for the ticks', async () => {
    let runs = 0;
    const boss = await server([
      { name: 'ticks', every: 'FREQ=MINUTELY;INTERVAL=5', atStart: true, run: async () => runs++ },
    ]);
    await until(() => runs === 1);
    const [schedule] = await boss.getSchedules('ticks');
    expect(schedule).toMatchObject({
      kind: 'rrule',
      cron: 'FREQ=MINUTELY;INTERVAL=5',
      timezone: config.APP_TIMEZONE,
    });
  }, 60_000);

  it('retries a failing run with backoff, then keeps it among the dead letters', async () => {
    const attempts: number[] = [];
    const boss = await server(
      [
        {
          name: 'fails',
          every: 'FREQ=YEARLY',
          atStart: true,
          run: async () => {
            attempts.push(Date.now());
            throw new Error('SMTP caído');
          },
        },
      ],
      { ...JOB_QUEUE_OPTIONS, retryLimit: 2, retryDelay: 1 },
    );
    await until(() => attempts.length === 3, 30_000);
    let dead: { data: unknown }[] = [];
    await until(async () => (dead = await boss.fetch(DEAD_LETTERS)).length > 0);
    expect(dead).toHaveLength(1);
    expect(attempts).toHaveLength(3);
    // Growing pauses are pg-boss's exponential backoff, on the queue's options (timing them would flake).
    expect(await boss.getQueue('fails')).toMatchObject({
      retryBackoff: true,
      retryDelayMax: 3600,
      deadLetter: DEAD_LETTERS,
    });
  }, 60_000);

  it('never runs one job twice at once, with two servers working it', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const job: BackgroundJob = {
      name: 'sweep',
      every: 'FREQ=MINUTELY',
      atStart: true,
      run: async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 1200));
        running--;
        runs++;
      },
    };
    const servers = [await server([job]), await server([job])];
    // Ticks from both servers, faster than a run: a tick while one waits adds nothing (stately).
    const ticking = setInterval(() => servers.forEach((b) => void b.send('sweep')), 200);
    try {
      await until(() => runs >= 4, 30_000);
    } finally {
      clearInterval(ticking);
    }
    expect(most).toBe(1);
  }, 60_000);
});
