/** The PostgreSQL constraint a unique violation (23505) broke, looking through driver wrappers. */
export function uniqueViolation(err: unknown): string | undefined {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; depth < 4 && e; depth++) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
    e = e.cause as typeof e;
  }
  return undefined;
}

/** What went wrong with the database itself rather than with a request: it is away, or its disk is full. */
export type DatabaseFault = 'unavailable' | 'disk-full';

// SQLSTATE classes and codes of a database that is away: connection exceptions (08), an
// administrator or a crash ending the session (57P01-57P05), a server starting or recovering, too many clients.
const UNAVAILABLE_STATES = /^(08...|57P0[1-5]|53300)$/;
// Node's socket errors reaching the server (a Unix socket gone is ENOENT) and node-postgres' own words.
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_WORDS =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|terminating connection/i;

/**
 * The database fault behind an error, looking through driver wrappers (drizzle's "Failed query"
 * keeps the driver's error as its cause): 'disk-full' for PostgreSQL's 53100 (could not extend a
 * file, no space left on device), 'unavailable' for a server that is away, restarting, or dropped
 * the connection; undefined for anything else (a bug, a constraint: answered as before).
 */
export function databaseFault(err: unknown): DatabaseFault | undefined {
  let e = err as { code?: unknown; message?: unknown; syscall?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code === '53100') return 'disk-full';
    if (UNAVAILABLE_STATES.test(code)) return 'unavailable';
    // A missing file is a database away only when it is the socket being connected to.
    if (UNAVAILABLE_SOCKET.has(code) && (code !== 'ENOENT' || e.syscall === 'connect')) return 'unavailable';
    if (typeof e.message === 'string' && UNAVAILABLE_WORDS.test(e.message)) return 'unavailable';
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
