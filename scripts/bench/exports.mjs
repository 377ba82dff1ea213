// Issue 14's figures beside the lists: the portfolio report on a few days and lines, and the
// largest lists exported whole, with the server's memory before and during each download.
import { percentile } from './load.mjs';
import { rssMb } from './server.mjs';

/** Calls of the portfolio report per case: enough for a p95 (its target). */
const PORTFOLIO_CALLS = 20;

/** Milliseconds of `n` sequential calls of one URL: p50, p95 and max (no load: each call alone). */
async function timed(url, headers, n) {
  const ms = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { calls: n, p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), max: ms.at(-1) };
}

/** The portfolio report alone (one call at a time): today, a month, six and twelve months back, one line. */
export async function measurePortfolio(base, token, today, log) {
  const headers = { authorization: `Bearer ${token}` };
  const back = (months) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - months);
    return d.toISOString().slice(0, 10);
  };
  const lines = await (await fetch(`${base}/api/organization/options`, { headers })).json();
  const cases = [
    ['today', ''],
    ['1 month back', `?date=${back(1)}`],
    ['6 months back', `?date=${back(6)}`],
    ['12 months back', `?date=${back(12)}`],
    ['one line, today', `?organization=${lines[0].id}`],
  ];
  const rows = [];
  for (const [label, q] of cases) {
    const t = await timed(`${base}/api/reports/portfolio${q}`, headers, PORTFOLIO_CALLS);
    rows.push({ label, path: `/api/reports/portfolio${q}`, ...t });
    log(
      `portfolio ${label.padEnd(16)} p50 ${t.p50.toFixed(0)} ms, p95 ${t.p95.toFixed(0)} ms, max ${t.max.toFixed(0)} ms (${t.calls} calls, one at a time)`,
    );
  }
  return rows;
}

/**
 * One export downloaded whole: when its first byte came, how long it took, its size and rows, and
 * the server's RSS before the request and at its peak during it (sampled every 50 ms).
 */
async function exportOnce(base, token, pid, path) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 50);
  const start = performance.now();
  let firstByteMs;
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    for await (const chunk of res.body) {
      firstByteMs ??= performance.now() - start;
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
  } finally {
    clearInterval(timer);
  }
  return {
    path,
    firstByteMs,
    totalMs: performance.now() - start,
    bytes,
    lines,
    rssBeforeMb: before,
    rssPeakMb: peak,
  };
}

/** The payments and loans exported whole, CSV and Excel. */
export async function measureExports(base, token, pid, log) {
  const rows = [];
  for (const path of [
    '/api/payment/export?format=csv',
    '/api/payment/export?format=xlsx',
    '/api/loan/export?format=xlsx',
  ]) {
    const r = await exportOnce(base, token, pid, path);
    rows.push(r);
    log(
      `${path.padEnd(34)} first byte ${r.firstByteMs.toFixed(0)} ms, whole ${(r.totalMs / 1000).toFixed(1)} s, ` +
        `${(r.bytes / 1e6).toFixed(1)} MB${path.includes('csv') ? `, ${r.lines - 1} rows` : ''}; ` +
        `server RSS ${r.rssBeforeMb.toFixed(0)} MB before, ${r.rssPeakMb.toFixed(0)} MB at most`,
    );
  }
  return rows;
}
