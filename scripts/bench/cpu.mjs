// CPU time a load run costs, from /proc: the server process (every thread) and the PostgreSQL
// backends serving its database (not the cluster's background workers, nor other databases' load).
import { readFileSync } from 'node:fs';
import pg from 'pg';

// /proc counts in clock ticks; Linux reports USER_HZ = 100 to user space on every architecture we run.
const TICK_MS = 10;

/** utime + stime of a process in ms (undefined once it has exited). */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/**
 * A meter for one server on one database: `start()` before a load run, `stop()` after it answers
 * `{ serverMs, databaseMs }` spent in between. The database's backends are read from
 * pg_stat_activity (this meter's own connection left out; only `applicationName`'s when given); a
 * backend that started during the run counts whole, one that ended during it counts up to its last reading.
 * PostgreSQL must run on this machine (its pids are read from /proc).
 */
export async function cpuMeter({ serverPid, databaseUrl, applicationName }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const backends = async () => {
    const { rows } = await client.query(
      `select pid from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
          and ($1::text is null or application_name = $1)`,
      [applicationName ?? null],
    );
    return new Map(rows.map((r) => [r.pid, cpuMs(r.pid) ?? 0]));
  };
  let before;
  return {
    async start() {
      before = { server: cpuMs(serverPid) ?? 0, db: await backends() };
    },
    async stop() {
      const server = (cpuMs(serverPid) ?? 0) - before.server;
      const now = await backends();
      let databaseMs = 0;
      for (const [pid, ms] of now) databaseMs += ms - (before.db.get(pid) ?? 0);
      return { serverMs: server, databaseMs };
    },
    close: () => client.end(),
  };
}

/**
 * Waits until what `meter` reads spends under `idleMs` of CPU a second (a server's start-up jobs
 * done: the first start at national size queues reminders for a while), `maxS` at most. Answers
 * the seconds waited and whether it idled.
 */
export async function untilIdle(meter, { idleMs = 50, maxS = 180 } = {}) {
  const started = performance.now();
  for (;;) {
    await meter.start();
    await new Promise((r) => setTimeout(r, 1000));
    const { serverMs, databaseMs } = await meter.stop();
    const seconds = (performance.now() - started) / 1000;
    if (serverMs + databaseMs < idleMs) return { seconds, idle: true };
    if (seconds > maxS) return { seconds, idle: false };
  }
}
