import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { pino } from 'pino';
import { configWarnings, startRefusals } from './config-warnings';
import { buildApp } from './app';
import { fromPostgres, openPgliteDir, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { waitForPostgres } from './db/wait-for-postgres';
import { loadSigningSecret } from './modules/auth/secret';
import { ensureFirstAdministrator } from './modules/accounts/first-admin';
import { startJobs } from './jobs';
import { shutDown } from './shutdown';

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

  // PGlite serves one process only; PostgreSQL needs no lock of ours.
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  let database: Database | undefined;
  try {
    if (config.DATABASE_URL) await waitForPostgres(config.DATABASE_URL, config.DATABASE_WAIT_SECONDS, log);
    database = config.DATABASE_URL
      ? fromPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
      : await openPgliteDir(dataDir);
    await database.migrate();
    const secret = loadSigningSecret(config.JWT_SECRET, dataDir);
    const app = await buildApp({
      ctx: { config, database, db: database.db, secret },
      logger: log,
      webDist: findWebDist(config.WEB_DIST),
      mailRetries: true,
    });
    await ensureFirstAdministrator(database.db, config, app.log);
    // Whatever was queued before a restart goes out now.
    app.ctx.mailer.kick();
    let stopJobs = () => {};

    let closing = false;
    const stop = (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      stopJobs();
      void shutDown({
        log: app.log,
        closeServer: () => app.close(),
        dropConnections: () => app.server.closeAllConnections(),
        closeDatabase: async () => {
          try {
            await database?.close();
          } finally {
            unlock();
          }
        },
        graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
        exit: (code) => process.exit(code),
      });
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));

    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(`Aplicación lista en ${config.PUBLIC_URL} (base de datos: ${database.kind})`);
    // After listening: the server answers while the jobs catch up.
    stopJobs = startJobs(database.db, config, app.log);
    // Valid but unfinished settings: said at every start, and shown to administrators in the back-office.
    for (const warning of configWarnings(config)) app.log.warn({ warning: warning.id }, warning.message);
  } catch (err) {
    await database?.close().catch(() => {});
    unlock();
    throw err;
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
