#!/usr/bin/env node
// One route, measured by hand while working on it: the built server on DATABASE_URL (PostgreSQL on
// this machine), signed in, loaded at each connection count; prints latency, req/s and CPU per request
// (server + its PostgreSQL backends). For a lever's before/after; `npm run bench -- --scale` is the report.
//   DATABASE_URL=… node scripts/bench/probe.mjs '/api/payment?limit=20' ['/api/loan?limit=20' …]
//     [--connections 1,32] [--duration 5] [--as admin|carrier] [--email E] [--password P]
//     [--method PATCH --body JSON --expect 200,409] [--floor (the floor first, and each route's × of it)]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signIn } from './discover.mjs';
import { apiClient } from './http.mjs';
import { measure } from './load.mjs';
import { startServer } from './server.mjs';
import { cpuMeter } from './cpu.mjs';
import { floorMultiple, measureFloor } from './floor.mjs';

const { values: o, positionals: paths } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: '1,32' },
    duration: { type: 'string', default: '5' },
    as: { type: 'string', default: 'admin' },
    email: { type: 'string' },
    password: { type: 'string', default: 'Escala123!x' },
    method: { type: 'string', default: 'GET' },
    body: { type: 'string' },
    expect: { type: 'string', default: '200' },
    floor: { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('probe: set DATABASE_URL (a seeded PostgreSQL on this machine)');

const scratch = mkdtempSync(join(tmpdir(), 'probe-'));
const server = await startServer({
  DATA_DIR: scratch,
  LOG_LEVEL: 'warn',
  LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000',
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
});
const meter = await cpuMeter({ serverPid: server.pid, databaseUrl });
try {
  const connectionCounts = o.connections.split(',').map(Number);
  const floor = o.floor
    ? await measureFloor({
        databaseUrl,
        connections: connectionCounts,
        duration: Number(o.duration),
        log: console.log,
      })
    : undefined;
  const email = o.email ?? (o.as === 'admin' ? 'administrador1@escala.test' : undefined);
  if (!email) throw new Error('probe: --as carrier needs --email (an affiliate e-mail of the seed)');
  const session = await signIn(
    apiClient(server.base),
    `/api/auth/${o.as === 'admin' ? 'administrator' : 'carrier'}/login`,
    email,
    o.password,
  );
  for (const path of paths) {
    for (const connections of connectionCounts) {
      // Asked each run: the session signs in again before its access token expires (a long probe).
      const headers = {
        authorization: `Bearer ${await session.token()}`,
        ...(o.body && { 'content-type': 'application/json' }),
      };
      // A short warm-up: connections opened, plans cached, as a running server has them.
      await measure({
        url: server.base + path,
        method: o.method,
        headers,
        body: o.body,
        connections,
        duration: 1,
      });
      const r = await measure({
        url: server.base + path,
        method: o.method,
        headers,
        body: o.body,
        connections,
        duration: Number(o.duration),
        expect: o.expect.split(',').map(Number),
        meter,
      });
      console.log(
        `${o.method} ${path} c=${connections}: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} ms, ` +
          `${r.reqPerSec.toFixed(0)} req/s, CPU/req ${r.cpu.perRequestMs.toFixed(2)} ms ` +
          `(server ${r.cpu.serverMs.toFixed(2)}, PostgreSQL ${r.cpu.databaseMs.toFixed(2)})` +
          (floor ? `, ${floorMultiple({ ...r, connections }, floor)?.toFixed(1) ?? '–'}× the floor` : '') +
          (r.errors ? `, ${r.errors} errors ${JSON.stringify(r.statuses)}` : ''),
      );
    }
  }
} finally {
  await meter.close();
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
