import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { pino } from 'pino';
import { configWarnings, startRefusals } from './config-warnings';
import { buildApp } from './app';
import { fromPostgres, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded-postgres';
import { lockDataDir } from './db/data-dir-lock';
import { waitForPostgres } from './db/wait-for-postgres';
import { loadSigningSecret } from './modules/auth/secret';
import { ensureFirstAdministrator } from './modules/accounts/first-admin';
import { appJobs, startJobs } from './jobs/background-work';
import { startQueue } from './jobs/queue';
import { shutDown } from './shutdown';
import { databaseFault } from './lib/db-errors';
import { watchDisk, type DiskWatcher } from './disk/watcher';
import { spaceText } from './disk/space-text';
import { removePartialBackups } from './db/backup/partial-files';
import { postBooksHistory } from './modules/journal/history';
import { businessDate } from '@app/domain';

/** The built web app: WEB_DIST, or apps/web/dist found from src/ (dev) or dist/ (built). */
function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return resolve(configured);
  const here = dirname(fileURLToPath(import.meta.url));
  return [resolve(here, '../../web/dist'), resolve(here, '../../../apps/web/dist')].find((p) =>
    existsSync(resolve(p, 'index.html')),
  );
}

/** The Node the project runs on (decision 0012); npm scripts use the one `npm install` brought. */
const NODE_MAJOR = 24;

async function main() {
  if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
    throw new Error(
      `Este servidor necesita Node.js ${NODE_MAJOR} o más reciente y se ejecutó con ${process.version}: arránquelo con npm start, que usa el Node ${NODE_MAJOR} instalado por npm install.`,
    );
  }
  const config = loadConfig();
  const refusals = startRefusals(config);
  if (refusals.length) throw new Error(refusals.join('\n'));
  const dataDir = resolve(config.DATA_DIR);
  // One logger from the first line: the wait for PostgreSQL logs before the app exists.
  const log = pino({ level: config.LOG_LEVEL });
  keepRunningThroughDatabaseFaults(log);

  // The embedded database is this server's child: one server per folder. PostgreSQL needs no lock of ours.
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  let disk: DiskWatcher | undefined;
  let embedded: EmbeddedServer | undefined;
  let database: Database | undefined;
  // The jobs stop first (a run in progress finishes), then the pool, then the embedded database.
  let jobsStopped: Promise<void> = Promise.resolve();
  const closeDatabase = async () => {
    try {
      await jobsStopped.catch(() => {});
      await database?.close();
      await embedded?.stop();
    } finally {
      disk?.stop();
      unlock();
    }
  };
  try {
    // Before the database: a reserve file to release gives the embedded PostgreSQL room for its recovery.
    disk = await watchDisk(dataDir, config, { keepsReserve: !config.DATABASE_URL, log });
    const space = disk.status();
    log.info(
      { disk: space },
      `Espacio en disco de ${dataDir}: ${spaceText(space.freeBytes)} libres de ${spaceText(space.totalBytes)} (${Math.floor(space.freePercent)} %)`,
    );
    removePartialBackups(dataDir, log);
    const prepared = config.DATABASE_PREPARED_STATEMENTS === 'true';
    if (config.DATABASE_URL) {
      await waitForPostgres(config.DATABASE_URL, config.DATABASE_WAIT_SECONDS, log);
      database = fromPostgres(
        config.DATABASE_URL,
        config.DATABASE_POOL_SIZE,
        undefined,
        'postgres',
        prepared,
      );
    } else {
      refuseOldPglite(dataDir);
      embedded = await startEmbeddedPostgres(dataDir, log);
      database = fromPostgres(embedded.url, config.DATABASE_POOL_SIZE, undefined, 'embedded', prepared);
    }
    await database.migrate();
    // The books of what was recorded before them, once (decision 37, "History"): before serving.
    await postBooksHistory(database.db, {
      log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
      today: businessDate(new Date(), config.APP_TIMEZONE),
    });
    const secret = loadSigningSecret(config.JWT_SECRET, dataDir);
    const app = await buildApp({
      ctx: { config, database, db: database.db, secret, disk },
      logger: log,
      webDist: findWebDist(config.WEB_DIST),
    });
    await ensureFirstAdministrator(database.db, config, app.log);
    // Whatever was queued before a restart goes out now.
    app.ctx.mailer.kick();
    // Resolves to the jobs' stop function once they run; a stop during their start waits for it.
    let jobs: Promise<(() => Promise<void>) | undefined> = Promise.resolve(undefined);

    let closing = false;
    const stop = (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      jobsStopped = jobs.then((stopJobs) => stopJobs?.());
      void shutDown({
        log: app.log,
        closeServer: () => app.close(),
        dropConnections: () => app.server.closeAllConnections(),
        closeDatabase,
        graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
        exit: (code) => process.exit(code),
      });
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));

    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(`Aplicación lista en ${config.PUBLIC_URL} (base de datos: ${database.kind})`);
    // After listening: the server answers while the jobs catch up. A database away at that moment
    // (a restart, a crash) delays the jobs, never the server: they start once it is back.
    const db = database.db;
    jobs = startWhenReachable(
      async () => {
        const url = config.DATABASE_URL ?? embedded!.url;
        const boss = await startQueue(url, app.log);
        try {
          return await startJobs(
            boss,
            appJobs(db, url, config, app.log, app.ctx.mailer, app.ctx.disk),
            config,
            app.log,
          );
        } catch (err) {
          await boss.stop({ graceful: false }).catch(() => {});
          throw err;
        }
      },
      () => closing,
      app.log,
    );
    // Valid but unfinished settings: said at every start, and shown to administrators in the back-office.
    for (const warning of configWarnings(config)) app.log.warn({ warning: warning.id }, warning.message);
  } catch (err) {
    await closeDatabase().catch(() => {});
    throw err;
  }
}

/**
 * Runs `start` until it succeeds, trying again after 5, 10, 20 … at most 60 s while the failure is
 * the database being away; any other failure is a bug and ends the process as before. Resolves to
 * undefined when the server stops first.
 */
async function startWhenReachable<T>(
  start: () => Promise<T>,
  stopping: () => boolean,
  log: Pick<pino.Logger, 'warn'>,
): Promise<T | undefined> {
  for (let attempt = 0; ; attempt++) {
    if (stopping()) return undefined;
    try {
      return await start();
    } catch (err) {
      if (stopping()) return undefined; // stopped while starting: nothing to stop
      if (!databaseFault(err)) throw err;
      const pause = Math.min(5_000 * 2 ** attempt, 60_000);
      log.warn(
        { err, attempt: attempt + 1 },
        `Los trabajos en segundo plano arrancan en ${pause / 1000} s: la base de datos no responde`,
      );
      await new Promise((r) => setTimeout(r, pause).unref());
    }
  }
}

/**
 * The last net under every database client (issue 28): a connection lost where no listener or
 * catch was waiting (a library's own client) is logged, and the server goes on answering 503 until
 * the database is back. Any other uncaught error still ends the process, as a bug must.
 */
function keepRunningThroughDatabaseFaults(log: pino.Logger): void {
  const survive = (what: string) => (err: unknown) => {
    if (!databaseFault(err)) throw err;
    log.error({ err }, `${what}: la base de datos no está disponible; el servidor sigue en marcha`);
  };
  process.on('unhandledRejection', survive('unhandled rejection'));
  process.on('uncaughtException', survive('uncaught exception'));
}

/** Data folders of the versions that embedded PGlite (decision 0020) are not read: say so rather than start empty. */
function refuseOldPglite(dataDir: string): void {
  if (existsSync(join(dataDir, 'pglite')) && !existsSync(join(dataDir, 'postgres')))
    throw new Error(
      `La carpeta de datos ${dataDir} tiene una base PGlite de una versión anterior, que esta versión ya no abre. Arranque con otra DATA_DIR (una base nueva), o guarde sus datos con la versión anterior antes de actualizar.`,
    );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
