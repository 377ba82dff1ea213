import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../test/helper';

let h: Harness;
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(dist, 'assets/app-abc123.js'), js);
  writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dist, '.vite/manifest.json'), '{"secret":"manifest"}');
  h = await build({}, dist);
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html at the root, with or without compression asked for', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip, br' }]) {
      const res = await h.app.inject({ url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers deep links with the app so the client router can take them', async () => {
    for (const url of [
      '/backoffice/panel/tasas',
      '/panel/mis-prestamos',
      '/olvide-mi-contrase%C3%B1a',
      '/no/such/page',
    ]) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('sends hashed assets precompressed and cached for a year', async () => {
    const res = await h.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the build manifest private and API misses in JSON', async () => {
    const manifest = await h.app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.body).not.toContain('secret');
    const api = await h.app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Recurso no encontrado.' });
  });
});
