#!/usr/bin/env node
// Benchmark of the built server on loopback: starts dist/server.js on a temporary PGlite folder
// (or DATABASE_URL), then prints latency percentiles, throughput and the server's memory.
// Bounded: a fixed number of requests per scenario. Usage: npm run build && node scripts/bench-api.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 39000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const admin = { email: 'bench@prestamos.test', password: 'Bench123!x' };

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Speed, not the limiter: the per-address login limit would refuse most logins measured here.
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const rssMb = () => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  return m ? (Number(m[1]) / 1024).toFixed(0) : '?';
};

async function waitHealthy() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** Sends `total` requests with `concurrency` in flight; prints p50/p95/p99 and requests per second. */
async function scenario(name, total, concurrency, makeRequest) {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const res = await makeRequest();
        if (!res.ok) failures++;
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(
    `${name.padEnd(34)} n=${String(total).padEnd(5)} c=${String(concurrency).padEnd(3)} ` +
      `p50=${p(0.5)}ms p95=${p(0.95)}ms p99=${p(0.99)}ms  ${(total / seconds).toFixed(0)} req/s` +
      (failures ? `  FAILURES=${failures}` : ''),
  );
}

try {
  await waitHealthy();
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; server RSS after start: ${rssMb()} MB`,
  );
  const login = await (
    await fetch(`${base}/api/auth/administrator/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
  ).json();
  const auth = { authorization: `Bearer ${login.access_token}`, 'content-type': 'application/json' };

  let amount = 1;
  await scenario('POST /api/prices (register a rate)', 2000, 8, () =>
    fetch(`${base}/api/prices`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ amount: amount++ + 0.25 }),
    }),
  );
  await scenario('GET /api/prices?getLast=true', 5000, 16, () =>
    fetch(`${base}/api/prices?getLast=true`, { headers: auth }),
  );
  await scenario('GET /api/prices?limit=20 (page 1)', 3000, 16, () =>
    fetch(`${base}/api/prices?limit=20`, { headers: auth }),
  );
  await scenario('GET /api/prices?limit=20&offset=1900', 1000, 16, () =>
    fetch(`${base}/api/prices?limit=20&offset=1900`, { headers: auth }),
  );
  // The rates registered above wrote 2000 audit entries: the trail filtered by kind and by day.
  const today = new Date().toISOString().slice(0, 10);
  await scenario('GET /api/audit?entity=price&limit=20', 2000, 16, () =>
    fetch(`${base}/api/audit?entity=price&limit=20`, { headers: auth }),
  );
  await scenario('GET /api/audit?from=today&to=today', 1000, 16, () =>
    fetch(`${base}/api/audit?from=${today}&to=${today}&limit=20`, { headers: auth }),
  );
  await scenario('POST /api/auth/administrator/login', 100, 4, () =>
    fetch(`${base}/api/auth/administrator/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    }),
  );
  await scenario('GET / (landing HTML)', 2000, 16, () => fetch(`${base}/`));
  console.log(`server RSS at the end: ${rssMb()} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
