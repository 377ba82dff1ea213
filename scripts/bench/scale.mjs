// The scale run: the built server on an already-seeded database, every list, logins, approvals,
// each with its CPU per request against the floor's, beside a bare Fastify server answering the
// same bytes; a table and a report on disk.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureApprovals } from './approvals.mjs';
import { measureExports, measurePortfolio } from './exports.mjs';
import { businessDate } from './dates.mjs';
import { cpuMeter, untilIdle } from './cpu.mjs';
import { discover, signIn } from './discover.mjs';
import { floorMultiple, measureFloor, WARM_UP_S } from './floor.mjs';
import { apiClient, capture } from './http.mjs';
import { measure } from './load.mjs';
import { loadAverage, machine, postgresProbe } from './machine.mjs';
import { markRow, summaryFigures, tableHeader, tableLine, writeReport } from './report.mjs';
import { databaseUrlOf, rssMb, rssSampler, startBareServer, startServer } from './server.mjs';

const log = (line) => console.log(line);

/** The fraction of the full scale (100 000 affiliates) the database holds, when not given. */
const fractionOf = (affiliates) => Number((affiliates / 100_000).toPrecision(2));

/** The server's RSS (sampled every 250 ms) and PostgreSQL's memory (after each load), idle and peak. */
function memoryWatch(pid, probe) {
  const sampler = rssSampler(pid);
  const watch = {
    server: { idleMb: undefined, peakMb: 0 },
    postgres: undefined,
    async idle() {
      watch.server.idleMb = rssMb(pid);
      const pg = await probe?.memoryMb();
      if (pg !== undefined) watch.postgres = { idleMb: pg, peakMb: pg };
    },
    /** Starts a load's window; `end()` answers the server's peak in it and keeps the overall peaks. */
    start: () => sampler.reset(),
    async end() {
      const peak = sampler.peak();
      watch.server.peakMb = Math.max(watch.server.peakMb, peak);
      const pg = await probe?.memoryMb();
      if (watch.postgres && pg !== undefined) watch.postgres.peakMb = Math.max(watch.postgres.peakMb, pg);
      return peak;
    },
    stop: () => sampler.stop(),
  };
  return watch;
}

/** Labels of the scenarios no target speaks of: sign-ins, the portfolio under load, a PDF drawn, the books' reports. */
const NO_TARGET = ['login', 'portfolio', 'pdf', 'books report'];
/** The bare server is information only now (issue 33): a shorter run of it will do. */
const BARE_S = 0.5;

/**
 * One scenario at each connection count: the real server's answer is captured once and handed to
 * the bare server; the real server is warmed up then loaded with its CPU metered, then the bare one.
 */
async function measureScenario(
  s,
  { kind, server, bare, connections, duration, memory, token, meter, floor },
) {
  const method = s.method ?? 'GET';
  const path = s.path ?? s.route;
  const headers = {
    ...(token && { authorization: `Bearer ${token}` }),
    ...(s.body && { 'content-type': 'application/json' }),
  };
  const body = s.body && JSON.stringify(s.body);
  const captured = await capture(server.base, { method, path, headers, body });
  await bare.answer(method, path, captured);
  const rows = [];
  for (const c of connections) {
    const load = { method, headers, body, connections: c };
    await measure({ url: `${server.base}${path}`, ...load, duration: WARM_UP_S });
    memory.start();
    const real = await measure({ url: `${server.base}${path}`, ...load, duration, meter });
    const rssPeakMb = await memory.end();
    const { reqPerSec, p50, p95, p99, errors } = await measure({
      url: `${bare.base}${path}`,
      ...load,
      duration: Math.min(duration, BARE_S),
    });
    const row = {
      route: s.route,
      label: s.label,
      method,
      path,
      connections: c,
      target: NO_TARGET.includes(s.label) ? undefined : (s.target ?? 'list'),
      captureStatus: captured.status,
      bytes: captured.body.length,
      ...real,
      rssPeakMb,
      bare: { reqPerSec, p50, p95, p99, errors },
    };
    row.floors = floorMultiple(row, floor);
    row.mark = markRow(kind, row);
    rows.push(row);
    log(tableLine(row));
  }
  return rows;
}

export async function runScale(opts) {
  const kind = process.env.DATABASE_URL ? 'postgres' : 'embedded';
  if (kind === 'embedded' && !process.env.DATA_DIR) {
    throw new Error(
      'give the seeded database: DATA_DIR=<seeded folder> npm run bench -- --scale (or DATABASE_URL=…)',
    );
  }
  // An empty folder would be created and migrated (tens of seconds) only to be found empty.
  if (kind === 'embedded' && !existsSync(join(process.env.DATA_DIR, 'postgres'))) {
    throw new Error(
      `${join(process.env.DATA_DIR, 'postgres')} does not exist: seed it first (npm run seed:scale)`,
    );
  }
  if (!opts.adminEmail || !opts.adminPassword) {
    throw new Error(
      'give an administrator: BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (or --admin-email, --admin-password)',
    );
  }
  const connections = opts.connections ?? (kind === 'postgres' ? [1, 32] : [1, 8]);
  const loadBefore = loadAverage();
  // With PostgreSQL the data folder holds only the signing key and e-mails: a throwaway one will do.
  const scratch =
    kind === 'postgres' && !process.env.DATA_DIR ? mkdtempSync(join(tmpdir(), 'bench-')) : undefined;
  const server = await startServer({
    DATA_DIR: scratch ?? process.env.DATA_DIR,
    LOG_LEVEL: 'warn',
    // Speed, not the limiters: logins and applications measured here all come from one address.
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const databaseUrl = databaseUrlOf(process.env.DATA_DIR);
  const probe = await postgresProbe(databaseUrl).catch(() => undefined);
  const memory = memoryWatch(server.pid, probe);
  const bare = await startBareServer();
  const meter = await cpuMeter({ serverPid: server.pid, databaseUrl });
  try {
    log(`${kind}: healthy ${server.healthyMs.toFixed(0)} ms after the spawn`);
    const api = apiClient(server.base);
    const admin = await signIn(
      api,
      '/api/auth/administrator/login',
      opts.adminEmail,
      opts.adminPassword,
    ).catch((err) => {
      throw new Error(`${err.message}: give an administrator of this database (the one seed:scale printed)`, {
        cause: err,
      });
    });
    const carrierLogin = { email: opts.carrierEmail, password: opts.carrierPassword };
    const found = await discover(api, admin, carrierLogin, log);
    const scenarios = found.scenarios.filter((s) => !opts.only || s.route.includes(opts.only));
    const listed = Object.values(found.totals).reduce((a, b) => a + b, 0);
    log(
      `${scenarios.length} scenarios × ${connections.join(', ')} connections × ${opts.duration} s, on ${listed.toLocaleString('en-US')} listed rows`,
    );

    // Idle: right before the load, once the start-up work (mail kick, reminders, penalty job) has
    // settled: its CPU would be counted in the first scenarios' and the floor's.
    const settled = await untilIdle(meter);
    log(
      `server ${settled.idle ? 'idle' : 'still busy'} after ${settled.seconds.toFixed(0)} s of start-up work`,
    );
    await memory.idle();
    // The floor before the scenarios, on the same database, while the server under test idles.
    const floor = await measureFloor({ databaseUrl, connections, duration: opts.duration, log });
    log(tableHeader());
    const rows = [];
    for (const s of scenarios) {
      const token =
        s.as === 'admin' ? await admin.token() : s.as === 'carrier' ? await found.carrier.token() : undefined;
      const context = {
        kind,
        server,
        bare,
        connections,
        duration: opts.duration,
        memory,
        token,
        meter,
        floor,
      };
      rows.push(...(await measureScenario(s, context)));
    }

    log('');
    // --only picks routes: the report and the exports (minutes at national size) run only without it.
    const portfolio = opts.only
      ? []
      : await measurePortfolio(server.base, await admin.token(), businessDate(), log);
    const exports = opts.only ? [] : await measureExports(server.base, await admin.token(), server.pid, log);
    log('');

    const approvals = {};
    if (opts.approvals > 0) {
      const c = Math.max(...connections);
      memory.start();
      const tag = Date.now().toString(36);
      const made = await measureApprovals(api, await admin.token(), {
        count: opts.approvals,
        connections: c,
        copies: opts.copies,
        tag,
        log,
        meter,
      });
      await memory.end();
      for (const [name, a] of Object.entries(made)) {
        approvals[name] = { ...a, connections: c };
        const route = name === 'requests' ? '/api/request-carrier' : '/api/payment';
        const label = `approve ×${opts.approvals}${opts.copies > 1 ? `, each sent ${opts.copies}×` : ''}`;
        const mark = a.exactlyOnce ? '✓ exactly once' : '✗ not exactly once';
        rows.push({
          route,
          label,
          method: 'PATCH',
          connections: c,
          ...a,
          floors: floorMultiple({ ...a, connections: c }, floor),
          mark,
        });
        log(tableLine(rows.at(-1)));
        log(`  ${a.check}`);
      }
    }

    const run = {
      date: businessDate(),
      command: opts.command,
      machine: machine(),
      database: { kind, version: probe?.version, memoryMb: memory.postgres },
      fraction: opts.fraction ?? fractionOf(found.totals['/api/affiliate']),
      duration: opts.duration,
      warmUpS: WARM_UP_S,
      bareDuration: Math.min(opts.duration, BARE_S),
      connections,
      floor,
      loadBefore,
      loadAfter: loadAverage(),
      totals: found.totals,
      server: {
        healthyMs: server.healthyMs,
        rssIdleMb: memory.server.idleMb,
        rssPeakMb: memory.server.peakMb,
      },
      approvals,
      portfolio,
      exports,
      rows,
      notes: [
        ...(found.unmeasured.length ? [`GET routes not measured: ${found.unmeasured.join(', ')}`] : []),
        ...(found.carrierSkipped ? [`carrier lists skipped: ${found.carrierSkipped}`] : []),
        ...(opts.only ? [`only routes containing "${opts.only}"`] : []),
      ],
    };
    log('');
    for (const f of summaryFigures(kind, run))
      log(`${f.mark} ${f.name}: ${f.shown}${f.target ? ` (target ${f.target})` : ''}`);
    for (const note of run.notes) log(`note: ${note}`);
    if (opts.out) {
      const written = writeReport(opts.out, run);
      log(`written: ${written.json}, ${written.md}`);
    }
    return run;
  } catch (err) {
    const ended = server.exited();
    if (ended)
      throw new Error(
        `the server under test stopped during the run (${ended.signal ?? `exit code ${ended.code}`}): ${err.message}`,
        { cause: err },
      );
    throw err;
  } finally {
    memory.stop();
    await meter.close();
    await bare.stop();
    // Before the server: an embedded database stops with it and would cut the probe's connection.
    await probe?.close();
    await server.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
