import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Pauses between tries: short at first (a database starting beside us), then every few seconds. */
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 5000;

// Waiting cannot fix these: a wrong password or user (class 28), a database that does not exist.
const FATAL_CODES = /^(28|3D000$)/;

/** Where DATABASE_URL points, without its password: what the log lines name. */
export function describeDatabase(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

/**
 * Waits until PostgreSQL answers a query, trying with growing pauses and logging each failed try,
 * for at most `seconds` (0: one try). Gives up with a Spanish error naming the last failure. A
 * server started beside its database (containers, a reboot) thus waits for it instead of dying.
 */
export async function waitForPostgres(url: string, seconds: number, log: FastifyBaseLogger): Promise<void> {
  const where = describeDatabase(url);
  const deadline = Date.now() + seconds * 1000;
  let pause = FIRST_PAUSE_MS;
  for (let attempt = 1; ; attempt++) {
    const err = await tryQuery(url, deadline - Date.now());
    if (!err) {
      if (attempt > 1) log.info(`PostgreSQL responde en ${where} (intento ${attempt})`);
      return;
    }
    const reason = describeError(err);
    if (FATAL_CODES.test((err as { code?: string }).code ?? '')) {
      throw new Error(`PostgreSQL en ${where} rechazó la conexión: ${reason}. Revise DATABASE_URL.`, {
        cause: err,
      });
    }
    const wait = Math.min(pause, deadline - Date.now());
    if (wait <= 0) {
      throw new Error(
        `PostgreSQL en ${where} no respondió en ${seconds} s (${attempt} intentos; último error: ${reason}). ` +
          'Revise DATABASE_URL y que el servidor de base de datos esté en marcha, o espere más con DATABASE_WAIT_SECONDS.',
        { cause: err },
      );
    }
    log.warn(
      { attempt, retryInMs: wait },
      `Esperando a PostgreSQL en ${where} (intento ${attempt}: ${reason}); nuevo intento en ${(wait / 1000).toFixed(1)} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, wait));
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  }
}

/** One connection and `select 1`: undefined when it worked, else the error. */
async function tryQuery(url: string, leftMs: number): Promise<unknown> {
  // A try never outlasts the wait (an address that drops packets would hang until the OS gives up).
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: Math.max(1000, Math.min(leftMs, 10_000)),
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    return err;
  } finally {
    await client.end().catch(() => {});
  }
}

/** An error's message, or its code when it has none (node's AggregateError for several addresses). */
function describeError(err: unknown): string {
  const e = err as { message?: string; code?: string; errors?: { message?: string }[] };
  return e.message || e.errors?.[0]?.message || e.code || String(err);
}
