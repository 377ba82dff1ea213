import { describe, expect, it } from 'vitest';
import { loadConfig, paymentDetailsOf, socialLinksOf } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      APP_TIMEZONE: 'America/Caracas',
      PUBLIC_URL: 'http://localhost:3000',
      ACCESS_TOKEN_MINUTES: 15,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('limits slow clients, waits for PostgreSQL and keeps a refresh grace by default', () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_TIMEOUT_SECONDS: 30,
      HEADERS_TIMEOUT_SECONDS: 20,
      KEEP_ALIVE_TIMEOUT_SECONDS: 5,
      CONNECTION_TIMEOUT_SECONDS: 60,
      BODY_LIMIT_KB: 256,
      SHUTDOWN_GRACE_SECONDS: 10,
      DATABASE_WAIT_SECONDS: 60,
      REFRESH_REUSE_GRACE_SECONDS: 30,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0', SHUTDOWN_GRACE_SECONDS: 'x' })).toThrow(
      /REQUEST_TIMEOUT_SECONDS[\s\S]*SHUTDOWN_GRACE_SECONDS/,
    );
  });

  it('treats empty variables as unset and follows PORT in the public URL', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '4100' })).toMatchObject({
      PORT: 4100,
      PUBLIC_URL: 'http://localhost:4100',
    });
  });

  it('drops a trailing slash from PUBLIC_URL, so e-mail links do not double it', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://prestamos.example.com/' }).PUBLIC_URL).toBe(
      'https://prestamos.example.com',
    );
  });

  it('lists every problem at once, in Spanish', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_TIMEZONE: 'Mars/Base', JWT_SECRET: 'short' }),
    ).toThrow(
      /PORT[\s\S]*DATABASE_URL debe empezar[\s\S]*JWT_SECRET debe tener[\s\S]*APP_TIMEZONE no es una zona/,
    );
  });

  it('takes Pago Móvil whole or not at all, each value checked', () => {
    const all = {
      PAGO_MOVIL_BANK: 'Banco de Venezuela',
      PAGO_MOVIL_BANK_CODE: '0102',
      PAGO_MOVIL_PHONE: '04141234567',
      PAGO_MOVIL_ID: 'J409876543',
    };
    expect(paymentDetailsOf(loadConfig(all)).pagoMovil).toEqual({
      bank: 'Banco de Venezuela',
      bankCode: '0102',
      phone: '04141234567',
      id: 'J409876543',
    });
    expect(paymentDetailsOf(loadConfig({})).pagoMovil).toBeNull();
    expect(() => loadConfig({ PAGO_MOVIL_PHONE: '04141234567' })).toThrow(
      /configure PAGO_MOVIL_BANK, PAGO_MOVIL_BANK_CODE, PAGO_MOVIL_PHONE, PAGO_MOVIL_ID juntos \(faltan PAGO_MOVIL_BANK, PAGO_MOVIL_BANK_CODE, PAGO_MOVIL_ID\)/,
    );
    expect(() => loadConfig({ ...all, PAGO_MOVIL_BANK_CODE: '102' })).toThrow(/código de 4 dígitos/);
    expect(() => loadConfig({ ...all, PAGO_MOVIL_PHONE: '123' })).toThrow(/teléfono venezolano/);
  });

  it("takes the footer's profiles as https addresses and WhatsApp as a Venezuelan phone or a wa.me link", () => {
    expect(socialLinksOf(loadConfig({}))).toEqual({
      instagram: undefined,
      facebook: undefined,
      x: undefined,
      whatsapp: undefined,
    });
    expect(
      socialLinksOf(
        loadConfig({
          SOCIAL_INSTAGRAM: ' https://www.instagram.com/cooperativa_sol ',
          SOCIAL_FACEBOOK: 'https://www.facebook.com/profile.php?id=100012345',
          SOCIAL_X: 'https://x.com/coopsol',
          SOCIAL_WHATSAPP: '+58 414-123.45.67',
        }),
      ),
    ).toEqual({
      instagram: 'https://www.instagram.com/cooperativa_sol',
      facebook: 'https://www.facebook.com/profile.php?id=100012345',
      x: 'https://x.com/coopsol',
      whatsapp: 'https://wa.me/584141234567',
    });
    expect(loadConfig({ SOCIAL_WHATSAPP: 'https://wa.me/message/ABCDEF' }).SOCIAL_WHATSAPP).toBe(
      'https://wa.me/message/ABCDEF',
    );
  });

  it("refuses a profile that is not https, is a network's bare home page, or a WhatsApp that is neither", () => {
    const problems = () =>
      loadConfig({
        SOCIAL_INSTAGRAM: 'http://www.instagram.com/coop',
        SOCIAL_FACEBOOK: 'https://www.facebook.com/',
        SOCIAL_X: 'x.com/coop',
        SOCIAL_WHATSAPP: 'https://wa.me/',
      });
    expect(problems).toThrow(
      /SOCIAL_INSTAGRAM: SOCIAL_INSTAGRAM debe ser la dirección https:\/\/ del perfil[\s\S]*SOCIAL_FACEBOOK: [\s\S]*SOCIAL_X: [\s\S]*SOCIAL_WHATSAPP: SOCIAL_WHATSAPP debe ser un teléfono venezolano/,
    );
    expect(() => loadConfig({ SOCIAL_WHATSAPP: '12345' })).toThrow(/SOCIAL_WHATSAPP/);
    expect(() => loadConfig({ SOCIAL_WHATSAPP: 'https://example.com/584141234567' })).toThrow(
      /SOCIAL_WHATSAPP/,
    );
  });

  it('refuses a weak first-administrator password and a password without e-mail', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.com', ADMIN_PASSWORD: 'password' })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Secreta1!' })).toThrow(/requiere ADMIN_EMAIL/);
    expect(loadConfig({ ADMIN_EMAIL: 'Admin@Coop.VE', ADMIN_PASSWORD: 'Secreta1!' }).ADMIN_EMAIL).toBe(
      'admin@coop.ve',
    );
  });

  it('names the cooperative Préstamos by default and takes ORG_NAME trimmed, within 80 characters', () => {
    expect(loadConfig({}).ORG_NAME).toBe('Préstamos');
    expect(loadConfig({ ORG_NAME: '  Cooperativa El Llano ' }).ORG_NAME).toBe('Cooperativa El Llano');
    expect(loadConfig({ ORG_NAME: 'x'.repeat(80) }).ORG_NAME).toHaveLength(80);
    expect(() => loadConfig({ ORG_NAME: '   ' })).toThrow(/ORG_NAME no puede estar vacío/);
    expect(() => loadConfig({ ORG_NAME: 'x'.repeat(81) })).toThrow(/ORG_NAME admite hasta 80 caracteres/);
    expect(() => loadConfig({ ORG_NAME: 'Coop\nEl Llano' })).toThrow(/ORG_NAME no admite saltos de línea/);
  });

  it('warns of a low disk under 10 % or 1 024 MB and keeps 64 MB for the database, each checked', () => {
    expect(loadConfig({})).toMatchObject({
      DISK_WARN_FREE_PERCENT: 10,
      DISK_WARN_FREE_MB: 1024,
      DISK_RESERVE_MB: 64,
    });
    expect(
      loadConfig({ DISK_WARN_FREE_PERCENT: '0', DISK_WARN_FREE_MB: '5000', DISK_RESERVE_MB: '32' }),
    ).toMatchObject({ DISK_WARN_FREE_PERCENT: 0, DISK_WARN_FREE_MB: 5000, DISK_RESERVE_MB: 32 });
    expect(() =>
      loadConfig({ DISK_WARN_FREE_PERCENT: '95', DISK_WARN_FREE_MB: '-1', DISK_RESERVE_MB: '16' }),
    ).toThrow(
      /DISK_WARN_FREE_PERCENT: DISK_WARN_FREE_PERCENT es un porcentaje entre 0 y 90[\s\S]*DISK_WARN_FREE_MB: DISK_WARN_FREE_MB son megabytes[\s\S]*DISK_RESERVE_MB: DISK_RESERVE_MB debe ser al menos 32/,
    );
    expect(() => loadConfig({ DISK_RESERVE_MB: '64.5' })).toThrow(/DISK_RESERVE_MB/);
    expect(() => loadConfig({ DISK_WARN_FREE_MB: 'mucho' })).toThrow(/DISK_WARN_FREE_MB/);
  });

  it('requires a verified cédula, licence and carnet by default; REQUIRED_DOCUMENTS empty requires none', () => {
    expect(loadConfig({}).REQUIRED_DOCUMENTS).toEqual(['cedula', 'licencia', 'circulacion']);
    expect(loadConfig({ REQUIRED_DOCUMENTS: '' }).REQUIRED_DOCUMENTS).toEqual([]);
    expect(loadConfig({ REQUIRED_DOCUMENTS: ' RIF, cedula,rif ' }).REQUIRED_DOCUMENTS).toEqual([
      'cedula',
      'rif',
    ]);
    expect(() => loadConfig({ REQUIRED_DOCUMENTS: 'cedula,pasaporte' })).toThrow(
      /REQUIRED_DOCUMENTS: REQUIRED_DOCUMENTS admite cedula, rif, licencia, circulacion, otro separados por comas \(desconocido: pasaporte\)/,
    );
  });
});
