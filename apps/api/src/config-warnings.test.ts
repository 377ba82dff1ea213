import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configWarnings, startRefusals } from './config-warnings';

/** A configuration a cooperative finished: its own bank details, its address, on one server. */
const finished = {
  PAYMENT_BANK_NAME: 'Banco del Tesoro',
  PAYMENT_ACCOUNT_HOLDER: 'Cooperativa Los Andes',
  PAYMENT_ACCOUNT_NUMBER: '0163-0101-11-0000012345',
  PAYMENT_RIF: 'J405060708',
  PUBLIC_URL: 'https://prestamos.losandes.com.ve',
};
const warningsFor = (env: Record<string, string>) => configWarnings(loadConfig(env));
const ids = (env: Record<string, string>) => warningsFor(env).map((w) => w.id);

describe('configuration warnings', () => {
  it('a finished configuration has none', () => {
    expect(warningsFor(finished)).toEqual([]);
    expect(ids({ ...finished, DATABASE_URL: 'postgres://db/prestamos', JWT_SECRET: 'x'.repeat(32) })).toEqual(
      [],
    );
  });

  it('the defaults warn about the example bank details and the localhost links', () => {
    const warnings = warningsFor({});
    expect(warnings.map((w) => w.id)).toEqual(['payment-placeholders', 'public-url-local']);
    expect(warnings[0]!.message).toBe(
      'Los datos bancarios para los pagos son los de ejemplo: configure PAYMENT_BANK_NAME, PAYMENT_ACCOUNT_HOLDER, PAYMENT_ACCOUNT_NUMBER y PAYMENT_RIF.',
    );
    expect(warnings[1]!.message).toContain('escucha en 0.0.0.0');
    expect(warnings[1]!.message).toContain('apuntan a http://localhost:3000');
    expect(warnings[1]!.message).toContain('configure PUBLIC_URL');
  });

  it('names only the bank details still left as the examples', () => {
    const { PAYMENT_RIF: _rif, PAYMENT_BANK_NAME: _bank, ...rest } = finished;
    expect(warningsFor(rest)[0]!.message).toBe(
      'Los datos bancarios para los pagos son los de ejemplo: configure PAYMENT_BANK_NAME y PAYMENT_RIF.',
    );
  });

  it('localhost links are fine while the server listens on this machine only', () => {
    const { PUBLIC_URL: _url, ...local } = finished;
    for (const HOST of ['127.0.0.1', '::1', 'localhost']) expect(ids({ ...local, HOST })).toEqual([]);
    // Listening on every interface or on a LAN address, with no public address set, warns.
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20'])
      expect(ids({ ...local, HOST })).toEqual(['public-url-local']);
    // So does a PUBLIC_URL that itself points to this machine.
    expect(ids({ ...finished, PUBLIC_URL: 'http://127.0.0.1:3000' })).toEqual(['public-url-local']);
  });

  it('DATABASE_URL without JWT_SECRET warns that sessions break across servers', () => {
    const warnings = warningsFor({ ...finished, DATABASE_URL: 'postgres://db/prestamos' });
    expect(warnings.map((w) => w.id)).toEqual(['jwt-secret-missing']);
    expect(warnings[0]!.message).toMatch(
      /^DATABASE_URL está configurada sin JWT_SECRET.*Configure JWT_SECRET/,
    );
  });

  it('DATABASE_URL without JWT_SECRET stops a production server (the default NODE_ENV), and only warns elsewhere', () => {
    const shared = { ...finished, DATABASE_URL: 'postgres://db/prestamos' };
    const [refusal, ...others] = startRefusals(loadConfig(shared));
    expect(others).toEqual([]);
    expect(refusal).toMatch(
      /^El servidor no arranca en producción \(NODE_ENV=production\): DATABASE_URL está configurada sin JWT_SECRET/,
    );
    expect(refusal).toContain(
      'Configure JWT_SECRET (al menos 32 caracteres, el mismo en todos los servidores)',
    );
    expect(startRefusals(loadConfig({ ...shared, NODE_ENV: 'production' }))).toEqual([refusal]);
    for (const NODE_ENV of ['development', 'test']) {
      expect(startRefusals(loadConfig({ ...shared, NODE_ENV }))).toEqual([]);
      expect(ids({ ...shared, NODE_ENV })).toEqual(['jwt-secret-missing']);
    }
    // With the secret, or on the embedded database, nothing stops it; the other warnings never do.
    expect(startRefusals(loadConfig({ ...shared, JWT_SECRET: 'x'.repeat(32) }))).toEqual([]);
    expect(startRefusals(loadConfig({}))).toEqual([]);
  });
});
