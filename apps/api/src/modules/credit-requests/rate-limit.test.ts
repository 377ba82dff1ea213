import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../../test/helper';
import { createAffiliate } from '../../../test/factories';

let h: Harness;
beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => h.close());

describe('public rate limit', () => {
  it('answers 429 in Spanish past the configured requests a minute', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await h.app.inject({ url: `/api/affiliate/lookup/${affiliate.dni}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const limited = await h.app.inject({ url: `/api/affiliate/lookup/${affiliate.dni}` });
    expect(limited.json()).toEqual({ error: 'Demasiados intentos. Intente de nuevo más tarde.' });
  });
});
