// The floor baseline of issue 33: the cheapest answer that reads the database (a bare Fastify route
// running `select 1` through pg), measured like a scenario: latency, req/s and CPU per request.
import { cpuMeter } from './cpu.mjs';
import { measure } from './load.mjs';
import { startFloorServer } from './server.mjs';

/** A short load before each measured one: connections opened, as a running server has them. */
export const WARM_UP_S = 0.3;

/**
 * Starts the floor server on `databaseUrl`, measures it at each connection count (`duration`
 * seconds, or `amount` requests) and stops it. Answers { [connections]: row }, each row with its
 * `cpu` (cpu.mjs: the floor's process and its backends).
 */
export async function measureFloor({ databaseUrl, connections, duration, amount, log }) {
  const applicationName = `bench-floor-${process.pid}`;
  const floor = await startFloorServer(databaseUrl, applicationName);
  const meter = await cpuMeter({ serverPid: floor.pid, databaseUrl, applicationName });
  const rows = {};
  try {
    for (const c of connections) {
      const load = { url: `${floor.base}/floor`, connections: c };
      await measure({ ...load, duration: WARM_UP_S });
      const r = await measure({ ...load, duration, amount, meter });
      rows[c] = r;
      log?.(
        `floor (select 1 through pg) c=${c}: p50 ${r.p50.toFixed(2)} p95 ${r.p95.toFixed(2)} ms, ` +
          `${r.reqPerSec.toFixed(0)} req/s, CPU/req ${r.cpu.perRequestMs.toFixed(3)} ms ` +
          `(server ${r.cpu.serverMs.toFixed(3)}, PostgreSQL ${r.cpu.databaseMs.toFixed(3)})`,
      );
    }
  } finally {
    await meter.close();
    await floor.stop();
  }
  return rows;
}

/** How many floors a row's CPU per request is (undefined without either figure). */
export const floorMultiple = (row, floors) => {
  const floor = floors?.[row.connections]?.cpu?.perRequestMs;
  const cpu = row.cpu?.perRequestMs;
  return floor > 0 && cpu !== undefined ? cpu / floor : undefined;
};
