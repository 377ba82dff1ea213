import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PROVISION_PERCENTAGES, provisionRateMessages } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';
import { auditLog } from '../../db/schema';

let h: Harness;
let admin: Record<string, string>;
beforeAll(async () => {
  h = await build();
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
});
afterAll(() => h.close());

const url = '/api/settings/provision-rates';
const put = (payload: unknown) =>
  h.app.inject({ method: 'PUT', url, headers: admin, payload: payload as object });
const rates = { ...DEFAULT_PROVISION_PERCENTAGES };

describe('the provision percentages in Configuración', () => {
  it('starts with the defaults, in bucket order, each with its label', async () => {
    const res = await h.app.inject({ url, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { bucket: string; percent: number }) => [r.bucket, r.percent])).toEqual([
      ['current', 1],
      ['1-30', 5],
      ['31-60', 10],
      ['61-90', 25],
      ['91-180', 50],
      ['180+', 100],
    ]);
    expect(res.json()[0].label).toBe('Al día');
  });

  it('saves new percentages with two decimals, audited with what changed', async () => {
    const res = await put({ ...rates, current: 1.25, '180+': 90 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ bucket: 'current', percent: 1.25 });
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.entity, 'provision-rates'));
    expect(audit).toMatchObject({
      action: 'update',
      before: { current: 1, '180+': 100 },
      after: { current: 1.25, '180+': 90 },
    });
  });

  it.each([
    [{ ...rates, current: -1 }, provisionRateMessages.range],
    [{ ...rates, '61-90': 100.5 }, provisionRateMessages.range],
    [{ ...rates, '1-30': 5.125 }, provisionRateMessages.decimals],
    [{ ...rates, '1-30': '5' }, provisionRateMessages.required],
    [{ ...rates, '91-180': undefined }, provisionRateMessages.required],
  ])('refuses %j in Spanish, changing nothing', async (body, message) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    const now = await h.app.inject({ url, headers: admin });
    expect(now.json()[0].percent).toBe(1.25);
  });
});
