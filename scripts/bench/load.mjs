// One load run with autocannon, with every response's latency kept so the percentiles are exact.
import autocannon from 'autocannon';

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] : NaN;

/**
 * Sends load to `url` for `duration` seconds (or exactly `amount` requests) over `connections`
 * keep-alive connections. `requests` (autocannon's) gives each request its own body.
 * Errors: connection errors, timeouts and every status outside `expect`. With `meter` (cpu.mjs),
 * `cpu` is what the run cost: CPU ms in all and per answer, server and PostgreSQL apart.
 */
export async function measure({
  url,
  method = 'GET',
  headers = {},
  body,
  connections,
  duration,
  amount,
  requests,
  expect = [200],
  meter,
}) {
  const latencies = [];
  const statuses = {};
  await meter?.start();
  const started = performance.now();
  const result = await new Promise((resolve, reject) => {
    // autocannon takes an option given as undefined as set: pass only the ones that are.
    const options = { url, method, headers, body, connections, duration, amount, requests, timeout: 30 };
    const instance = autocannon(
      Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const used = await meter?.stop();
  latencies.sort((a, b) => a - b);
  const unexpected = Object.entries(statuses)
    .filter(([status]) => !expect.includes(Number(status)))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: latencies.length,
    seconds,
    reqPerSec: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts + unexpected,
    statuses,
    ...(used && { cpu: cpuPerAnswer(used, latencies.length) }),
  };
}

/** A meter's reading spread over `answers`: ms in all, and per answer for both and each side. */
export function cpuPerAnswer({ serverMs, databaseMs }, answers) {
  const per = (ms) => ms / Math.max(1, answers);
  return {
    totalMs: serverMs + databaseMs,
    perRequestMs: per(serverMs + databaseMs),
    serverMs: per(serverMs),
    databaseMs: per(databaseMs),
  };
}
