import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';

// Whatever the machine's disk, these tests read the configuration's warnings alone.
const ROOMY = { DISK_WARN_FREE_PERCENT: '0', DISK_WARN_FREE_MB: '0' };
let h: Harness;
beforeAll(async () => {
  h = await build(ROOMY);
});
afterAll(() => h.close());

describe('configuration warnings for the back-office banner', () => {
  it('with the defaults, administrators read what is left to configure, in Spanish', async () => {
    const auth = bearer(
      (await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token,
    );
    const res = await h.app.inject({ url: '/api/settings/warnings', headers: auth });
    expect(res.statusCode).toBe(200);
    const warnings = res.json() as { id: string; message: string }[];
    expect(warnings.map((w) => w.id)).toEqual(['payment-placeholders', 'public-url-local']);
    expect(warnings[0]!.message).toBe(
      'Los datos bancarios para los pagos son los de ejemplo: configure PAYMENT_BANK_NAME, PAYMENT_ACCOUNT_HOLDER, PAYMENT_ACCOUNT_NUMBER y PAYMENT_RIF.',
    );
  });

  it('a finished configuration leaves the banner empty', async () => {
    const finished = await build({
      ...ROOMY,
      HOST: '127.0.0.1',
      PAYMENT_BANK_NAME: 'Banco del Tesoro',
      PAYMENT_ACCOUNT_HOLDER: 'Cooperativa Los Andes',
      PAYMENT_ACCOUNT_NUMBER: '0163-0101-11-0000012345',
      PAYMENT_RIF: 'J405060708',
    });
    try {
      const admin = await createAdministrator(finished.db);
      const auth = bearer((await login(finished.app, admin.email, 'Administrator')).access_token);
      expect((await finished.app.inject({ url: '/api/settings/warnings', headers: auth })).json()).toEqual(
        [],
      );
    } finally {
      await finished.close();
    }
  });

  it("warns while the data folder's disk is low: its folder, the free space, what a full disk stops", async () => {
    // The tests' database is not in their data folder, as with DATABASE_URL: only backups and mail files are there.
    // More than any disk has free: this one is low.
    const low = await build({ DISK_WARN_FREE_MB: '100000000' });
    try {
      const admin = await createAdministrator(low.db);
      const auth = bearer((await login(low.app, admin.email, 'Administrator')).access_token);
      const warnings = (await low.app.inject({ url: '/api/settings/warnings', headers: auth })).json() as {
        id: string;
        message: string;
      }[];
      const message = warnings.find((w) => w.id === 'disk-low')?.message ?? '';
      const prefix = `Queda poco espacio en disco en ${low.ctx.disk.folder}: `;
      expect(message.startsWith(prefix), message).toBe(true);
      expect(message.slice(prefix.length)).toMatch(
        /^[\d.]+(,\d)? (MB|GB) libres \(\d+ %\)\. Libere espacio: allí se guardan las copias de seguridad y los correos que no salen por SMTP\.$/,
      );
      const health = (await low.app.inject({ url: '/api/health' })).json();
      expect(health.disk).toMatchObject({ low: true, writesRefused: false });
      expect(health.disk.freeBytes).toBeGreaterThan(0);
      expect(health.disk.freePercent).toBeGreaterThan(0);
    } finally {
      await low.close();
    }
  });
});
