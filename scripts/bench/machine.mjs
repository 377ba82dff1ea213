// What the figures were measured on: the machine, Node, the database and its memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';

// The API's own drivers: the versions the server runs with.
const apiRequire = createRequire(new URL('../../apps/api/package.json', import.meta.url));

const cpuModel = () =>
  /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model;

export const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/** The machine and Node, for the report's header. */
export function machine() {
  return {
    cpu: cpuModel(),
    cores: os.cpus().length,
    ramGb: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    kernel: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

/** A PostgreSQL client on DATABASE_URL, for the version and the server's own processes. */
export async function postgresProbe(url) {
  const { Client } = apiRequire('pg');
  const client = new Client({ connectionString: url });
  // A database that goes away (a server stopping) must not crash the benchmark.
  client.on('error', () => {});
  await client.connect();
  const version = (await client.query('select version() as v')).rows[0].v;
  return {
    version,
    /**
     * The PostgreSQL processes' memory (proportional set size, so shared buffers count once),
     * when the server runs on this machine and /proc lets us read it; undefined otherwise.
     */
    async memoryMb() {
      try {
        const { rows } = await client.query('select pid from pg_stat_activity');
        const pids = new Set(rows.map((r) => r.pid));
        for (const pid of [...pids])
          pids.add(Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]));
        let kb = 0;
        for (const pid of pids)
          kb += Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))[1]);
        return kb / 1024;
      } catch {
        return undefined;
      }
    },
    close: () => client.end(),
  };
}
