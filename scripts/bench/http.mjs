// Small HTTP helpers the benchmark shares: JSON calls to the API, raw captures, a bounded pool.
import { request } from 'node:http';

/** A JSON client for one server: `call` answers { status, headers, body } and never throws on a 4xx. */
export function apiClient(base) {
  async function call(method, path, { token, body, headers = {} } = {}) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, body: json, text };
  }
  /** The same call, but anything other than `expected` stops the run with what the server said. */
  async function must(method, path, options = {}, expected = [200, 201]) {
    const res = await call(method, path, options);
    if (!expected.includes(res.status)) {
      throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 300)}`);
    }
    return res;
  }
  return { base, call, must };
}

/** Header values a client or a connection owns: the bare server must not replay them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/**
 * One request sent the way the load tool sends it (no accept-encoding, no extra headers), with the
 * answer kept byte for byte: what the bare server replays.
 */
export function capture(base, { method = 'GET', path, headers = {}, body }) {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const kept = Object.fromEntries(
          Object.entries(res.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        resolve({ status: res.statusCode, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** Runs `fn` over `items` with at most `concurrency` at once; answers the results in order. */
export async function pool(items, concurrency, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}
