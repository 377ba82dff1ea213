#!/usr/bin/env node
// Benchmark of the built server on loopback, in two modes:
//   npm run bench                       quick: a temporary empty embedded database (or DATABASE_URL), a few fixed
//                                       scenarios, each with its CPU per request against the floor's
//   npm run bench -- --scale [options]  scale: an already-seeded database (DATABASE_URL or DATA_DIR), every
//                                       list, filter, search, deep page, desk, record route, carrier list, login
//                                       and approval, each with its CPU per request against a floor (select 1
//                                       through pg) and beside a bare Fastify server; writes
//                                       docs/benchmarks/<date>-<db>-<fraction>.{json,md}
// Scale options: --duration S (per scenario and connection count, default 10), --connections 1,32
// (embedded: 1,8), --approvals N (default 300, 0 skips), --copies 2 (each decision sent twice at once),
// --admin-email/--admin-password (or BENCH_ADMIN_EMAIL/BENCH_ADMIN_PASSWORD), --carrier-password/
// --carrier-email (or BENCH_CARRIER_PASSWORD/BENCH_CARRIER_EMAIL), --fraction F (the seed's; read from
// the data otherwise), --only TEXT (routes containing it), --out DIR (default docs/benchmarks;
// --no-write to print only).
//   npm run bench -- --documents        only the upload processing of a 5 MB phone photo (JPEG and HEIC)
//                                       on one core (the quick run ends with it too); --photo-runs N (default 10)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { businessDate } from './bench/dates.mjs';
import { cpuMeter } from './bench/cpu.mjs';
import { floorMultiple, measureFloor } from './bench/floor.mjs';
import { apiClient } from './bench/http.mjs';
import { measure } from './bench/load.mjs';
import { databaseUrlOf, rssMb, startServer } from './bench/server.mjs';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string' },
    approvals: { type: 'string', default: '300' },
    copies: { type: 'string', default: '1' },
    'admin-email': { type: 'string', default: process.env.BENCH_ADMIN_EMAIL },
    'admin-password': { type: 'string', default: process.env.BENCH_ADMIN_PASSWORD },
    'carrier-email': { type: 'string', default: process.env.BENCH_CARRIER_EMAIL },
    'carrier-password': { type: 'string', default: process.env.BENCH_CARRIER_PASSWORD },
    fraction: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string', default: 'docs/benchmarks' },
    'no-write': { type: 'boolean', default: false },
    documents: { type: 'boolean', default: false },
    'photo-runs': { type: 'string', default: '10' },
  },
});

/** Issue 31's figure: processUpload on a 5 MB phone photo, pinned to one core, run as the server runs (its Node flags). */
async function documents() {
  const { benchDocuments } = await import('./bench/documents.mjs');
  const { START_FLAGS } = await import('./bench/server.mjs');
  await benchDocuments({ runs: Number(args['photo-runs']), nodeFlags: START_FLAGS });
}

// Both modes run the built server: build it once when it is missing.
if (!args.documents && !existsSync('apps/api/dist/server.js'))
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

/** Today's quick run: a temporary empty database, fixed request counts per scenario. */
async function quick() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const admin = { email: 'bench@prestamos.test', password: 'Bench123!x' };
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Speed, not the limiter: the per-address login limit would refuse most logins measured here.
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000',
  });
  const databaseUrl = databaseUrlOf(dataDir);
  const meter = await cpuMeter({ serverPid: server.pid, databaseUrl });
  try {
    console.log(
      `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PostgreSQL'}; healthy after ${server.healthyMs.toFixed(0)} ms; server RSS after start: ${rssMb(server.pid).toFixed(0)} MB`,
    );
    // The floor (select 1 through pg) at the connection counts measured below: CPU per request is read against it.
    const floor = await measureFloor({
      databaseUrl,
      connections: [4, 8, 16],
      amount: 2000,
      log: console.log,
    });
    const api = apiClient(server.base);
    const login = (await api.must('POST', '/api/auth/administrator/login', { body: admin })).body;
    const headers = { authorization: `Bearer ${login.access_token}`, 'content-type': 'application/json' };
    const scenario = async (name, amount, connections, request) => {
      const r = await measure({
        url: `${server.base}${request.path}`,
        headers,
        amount,
        connections,
        meter,
        ...request,
      });
      console.log(
        `${name.padEnd(34)} n=${String(amount).padEnd(5)} c=${String(connections).padEnd(3)} ` +
          `p50=${r.p50.toFixed(2)}ms p95=${r.p95.toFixed(2)}ms p99=${r.p99.toFixed(2)}ms  ${r.reqPerSec.toFixed(0)} req/s  ` +
          `CPU ${r.cpu.perRequestMs.toFixed(2)} ms/req (${floorMultiple({ ...r, connections }, floor)?.toFixed(1) ?? '–'}× floor)` +
          (r.errors ? `  FAILURES=${r.errors}` : ''),
      );
    };

    let amount = 1;
    await scenario('POST /api/prices (register a rate)', 2000, 8, {
      path: '/api/prices',
      expect: [201],
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ amount: amount++ + 0.25 }) }),
        },
      ],
    });
    await scenario('GET /api/prices?getLast=true', 5000, 16, { path: '/api/prices?getLast=true' });
    await scenario('GET /api/prices?limit=20 (page 1)', 3000, 16, { path: '/api/prices?limit=20' });
    await scenario('GET /api/prices?limit=20&offset=1900', 1000, 16, {
      path: '/api/prices?limit=20&offset=1900',
    });
    // The rates registered above wrote 2000 audit entries: the trail filtered by kind and by day.
    // The trail's days are business days: from 20:00 in Caracas the UTC date is already tomorrow's.
    const today = businessDate();
    await scenario('GET /api/audit?entity=price&limit=20', 2000, 16, {
      path: '/api/audit?entity=price&limit=20',
    });
    await scenario('GET /api/audit?from=today&to=today', 1000, 16, {
      path: `/api/audit?from=${today}&to=${today}&limit=20`,
    });
    await scenario('POST /api/auth/administrator/login', 100, 4, {
      path: '/api/auth/administrator/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    await scenario('GET / (landing HTML)', 2000, 16, { path: '/', headers: {} });
    console.log(`server RSS at the end: ${rssMb(server.pid).toFixed(0)} MB`);
  } finally {
    await meter.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (args.scale) {
  const { runScale } = await import('./bench/scale.mjs');
  try {
    const run = await runScale({
      command: `npm run bench -- ${process.argv.slice(2).join(' ')}`,
      duration: Number(args.duration),
      connections: args.connections?.split(',').map(Number),
      approvals: Number(args.approvals),
      copies: Number(args.copies),
      adminEmail: args['admin-email'],
      adminPassword: args['admin-password'],
      carrierEmail: args['carrier-email'],
      carrierPassword: args['carrier-password'],
      fraction: args.fraction === undefined ? undefined : Number(args.fraction),
      only: args.only,
      out: args['no-write'] ? undefined : args.out,
    });
    process.exitCode = run.rows.some((r) => r.errors > 0) ? 1 : 0;
  } catch (err) {
    // What the person must do differently, not a stack trace.
    console.error(`bench: ${err.message}`);
    process.exitCode = 1;
  }
} else if (args.documents) {
  await documents();
} else {
  await quick();
  await documents();
}
