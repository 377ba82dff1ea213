import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../test/helper';
import { bearer, createAdministrator, login } from '../test/factories';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await build();
  token = (await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token;
});
afterAll(() => h.close());

describe('the app', () => {
  it("reports its health with the database engine and the data folder's disk", async () => {
    const res = await h.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const { freeBytes, totalBytes, freePercent, low } = h.ctx.disk.status();
    expect(res.json()).toEqual({
      status: 'ok',
      database: h.ctx.database.kind,
      backup: null,
      disk: { freeBytes, totalBytes, freePercent, low, writesRefused: false },
    });
    expect(freeBytes).toBeGreaterThan(0);
    expect(totalBytes).toBeGreaterThanOrEqual(freeBytes);
  });

  it('describes itself in OpenAPI generated from the zod schemas', async () => {
    const res = await h.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/prices/'] ?? doc.paths['/api/prices']).toBeDefined();
    const login = doc.paths['/api/auth/login'].post;
    expect(JSON.stringify(login.requestBody)).toContain('email');
  });

  it('answers JSON errors in Spanish for unknown routes, bad JSON, wrong media type and big bodies', async () => {
    const unknown = await h.app.inject({ url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Recurso no encontrado.' });

    const badJson = await h.app.inject({
      method: 'POST',
      url: '/api/prices',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ error: 'El cuerpo de la solicitud no es un JSON válido.' });

    const wrongType = await h.app.inject({
      method: 'POST',
      url: '/api/prices',
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: 'amount=3',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toBe('Tipo de contenido no soportado. Envíe JSON.');

    const big = await h.app.inject({
      method: 'POST',
      url: '/api/prices',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: 1, pad: 'x'.repeat(300_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('El cuerpo de la solicitud es demasiado grande.');

    const noBody = await h.app.inject({ method: 'POST', url: '/api/prices', headers: bearer(token) });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toBe('Datos inválidos.');

    const arrayBody = await h.app.inject({
      method: 'POST',
      url: '/api/prices',
      headers: bearer(token),
      payload: [1],
    });
    expect(arrayBody.statusCode).toBe(400);
  });

  it('answers malformed tokens with 401, never 500', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Basic abc',
      'Bearer a.b.c',
      `Bearer ${'x'.repeat(5000)}`,
    ]) {
      const res = await h.app.inject({ url: '/api/auth/me', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('La sesión expiró o no es válida. Inicie sesión de nuevo.');
    }
  });

  it('does not name the framework in its headers', async () => {
    const res = await h.app.inject({ url: '/api/health' });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(String(res.headers.server ?? '')).not.toMatch(/fastify/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
