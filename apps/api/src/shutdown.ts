import type { FastifyBaseLogger } from 'fastify';

/** Time left, after the grace, for the database to close before the process exits anyway. */
export const CLOSE_DATABASE_MS = 5000;

export interface ShutdownSteps {
  log: FastifyBaseLogger;
  /** Stops accepting connections and waits for the requests in flight (Fastify's close). */
  closeServer: () => Promise<void>;
  /** Ends every connection still open, whatever its client is doing. */
  dropConnections: () => void;
  /** Closes the database once no request uses it (transactions in flight finish first). */
  closeDatabase: () => Promise<void>;
  /** How long requests in flight get before their connections are dropped. */
  graceMs: number;
  exit: (code: number) => void;
}

/**
 * Stops the server the way SIGTERM asks: no new connections, requests in flight finish within the
 * grace, then open connections are dropped and the database is closed. Whatever clients or the
 * database do, `exit` comes within grace + CLOSE_DATABASE_MS (decision 0019).
 */
export async function shutDown(steps: ShutdownSteps): Promise<void> {
  const { log, graceMs } = steps;
  // A slow or silent client would otherwise keep its connection, and the server, alive.
  const drop = setTimeout(() => {
    log.warn({ graceMs }, 'connections still open after the grace: closing them');
    steps.dropConnections();
  }, graceMs);
  // The last resort: a close that never ends must not keep the process running.
  const hardExit = setTimeout(() => {
    log.error('shutdown did not finish in time: exiting anyway');
    steps.exit(1);
  }, graceMs + CLOSE_DATABASE_MS);
  // A step that fails is logged and makes the exit code 1; the next step still runs.
  const attempt = async (step: () => Promise<void>, what: string): Promise<number> => {
    try {
      await step();
      return 0;
    } catch (err) {
      log.error({ err }, `error closing ${what}`);
      return 1;
    }
  };
  const serverCode = await attempt(steps.closeServer, 'the server');
  clearTimeout(drop);
  const databaseCode = await attempt(steps.closeDatabase, 'the database');
  clearTimeout(hardExit);
  steps.exit(Math.max(serverCode, databaseCode));
}
