import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';

let h: Harness;
beforeAll(async () => {
  h = await build();
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
});
