import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { affiliateBody } from './affiliates';
import { createAdministratorBody, updateAdministratorBody } from './administrators';
import { organizationBody } from './organizations';
import { createCarrierBody } from './carriers';
import { VENEZUELAN_PHONE, dniField, phoneField, rifField } from './fields';
import { vehicleBrands } from './enums';

// "Today" is 22 November 2026, noon in Caracas, for every date rule below.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T16:00:00Z'));
});
afterEach(() => vi.useRealTimers());

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const fieldError = (r: Result, field: string) => r.error?.issues.find((i) => i.path[0] === field)?.message;

const validAffiliate = {
  firstNames: 'José',
  lastNames: 'Rodríguez',
  dni: '12345678',
  rif: 'V123456789',
  email: 'jose@example.com',
  phoneNumber: '+584121234567',
  homeAddress: 'Calle 1',
  birthdate: '1990-05-01',
  gender: 'Masculino',
  municipality: 'Girardot',
  organization: 1,
  status: 'Activo',
  typeService: 'Taxi',
  vehicleType: 'Sedan',
  vehicleBrand: 'Toyota',
  vehicleModel: 'Corolla',
  vehicleYear: 2015,
  vehiclePlate: 'AB123CD',
  vehicleColor: 'Blanco',
  vehicleBodySerialNumber: 'BS1',
  vehicleMotorSerialNumber: 'MS1',
  vehicleTypeOil: '5w-30',
  vehicleLtsOil: 4.5,
  vehicleBattery: '45Ah',
  vehicleRubber: 4,
};

describe('cédula', () => {
  it.each([
    ['123456', false],
    ['1234567', true],
    ['12345678', true],
    ['123456789', false],
    ['1234567a', false],
  ])('%s → %s', (dni, ok) => {
    const r = dniField.safeParse(dni);
    expect(r.success).toBe(ok);
    if (!ok) expect(r.error?.issues[0]?.message).toBe('La cédula no es válida');
  });
  it('is required', () => expect(dniField.safeParse('').error?.issues[0]?.message).toBe('Requerido.'));
});

describe('RIF', () => {
  const msg = 'RIF inválido, empieza con la letra mayúscula seguida 9 números';
  it.each(['V123456789', 'E123456789', 'J123456789', 'P123456789'])('organizations accept %s', (rif) => {
    expect(rifField('VEJP').safeParse(rif).success).toBe(true);
  });
  it.each(['G123456789', 'v123456789', 'V12345678', 'V1234567890', '123456789V'])(
    'organizations refuse %s',
    (rif) => {
      expect(rifField('VEJP').safeParse(rif).error?.issues[0]?.message).toBe(msg);
    },
  );
});

describe('phone', () => {
  it.each([
    '+584121234567',
    '00584141234567',
    '04241234567',
    '4161234567',
    '02121234567',
    '+582511234567',
    '04221234567',
  ])('accepts %s', (p) => expect(phoneField.safeParse(p).success).toBe(true));
  it.each([
    '+5841212345678',
    '0412123456',
    '04131234567',
    '+14121234567',
    '0312 1234567',
    '58412123456',
    'abc',
  ])('refuses %s', (p) => {
    expect(VENEZUELAN_PHONE.test(p)).toBe(false);
    expect(phoneField.safeParse(p).error?.issues[0]?.message).toBe('El formato permitido es +580000000000');
  });
});

describe('affiliate form', () => {
  it('accepts a complete affiliate', () => {
    expect(affiliateBody.safeParse(validAffiliate).success).toBe(true);
  });

  it('requires every field with Requerido.', () => {
    const r = affiliateBody.safeParse({});
    for (const field of [
      'firstNames',
      'dni',
      'rif',
      'homeAddress',
      'gender',
      'organization',
      'vehicleBrand',
      'vehicleModel',
    ]) {
      expect(fieldError(r, field), field).toBe('Requerido.');
    }
    expect(fieldError(r, 'vehicleYear')).toBe('Ingrese un año válido.');
  });

  it('is an adult on the exact 18th birthday, not the day before', () => {
    expect(affiliateBody.safeParse({ ...validAffiliate, birthdate: '2008-11-22' }).success).toBe(true);
    const r = affiliateBody.safeParse({ ...validAffiliate, birthdate: '2008-11-23' });
    expect(fieldError(r, 'birthdate')).toBe('Debes ser mayor de 18 años');
    expect(
      fieldError(affiliateBody.safeParse({ ...validAffiliate, birthdate: '2008-02-30' }), 'birthdate'),
    ).toBe('Fecha inválida.');
  });

  it('takes vehicle years from 1900 to this year', () => {
    for (const [year, ok] of [
      [1899, false],
      [1900, true],
      [2026, true],
      [2027, false],
      [2015.5, false],
    ] as const) {
      const r = affiliateBody.safeParse({ ...validAffiliate, vehicleYear: year });
      expect(r.success, String(year)).toBe(ok);
      if (!ok) expect(fieldError(r, 'vehicleYear')).toBe('Ingrese un año válido.');
    }
  });

  it('takes only the spec enumerations', () => {
    expect(vehicleBrands).toHaveLength(28);
    expect(affiliateBody.safeParse({ ...validAffiliate, vehicleBrand: 'Tesla' }).success).toBe(false);
    expect(affiliateBody.safeParse({ ...validAffiliate, vehicleType: 'Camión' }).success).toBe(false);
    expect(affiliateBody.safeParse({ ...validAffiliate, status: 'Retirado' }).success).toBe(false);
    expect(affiliateBody.safeParse({ ...validAffiliate, gender: 'Otro' }).success).toBe(false);
  });

  it('checks name lengths and the colour minimum', () => {
    expect(fieldError(affiliateBody.safeParse({ ...validAffiliate, firstNames: 'Jo' }), 'firstNames')).toBe(
      'El mínimo de caracteres es de 3',
    );
    expect(
      fieldError(affiliateBody.safeParse({ ...validAffiliate, lastNames: 'x'.repeat(31) }), 'lastNames'),
    ).toBe('El máximo de caracteres es de 30');
    expect(
      fieldError(affiliateBody.safeParse({ ...validAffiliate, vehicleColor: 'R' }), 'vehicleColor'),
    ).toBe('El mínimo de caracteres es de 2');
  });
});

describe('organization form', () => {
  const valid = {
    name: 'Línea Unión',
    type: 'Cooperativa',
    rif: 'J123456789',
    fiscalAddress: 'Av. 1',
    recordName: 'Registro',
    recordDate: '2026-11-22',
    modalityServices: 'Taxi',
    recordNumber: '1',
    recordVolume: '2',
    recordInvoice: '3',
  };
  it('accepts today as the record date, not tomorrow', () => {
    expect(organizationBody.safeParse(valid).success).toBe(true);
    const r = organizationBody.safeParse({ ...valid, recordDate: '2026-11-23' });
    expect(fieldError(r, 'recordDate')).toBe('La fecha no puede ser mayor que hoy');
  });
  it('keeps optional fields optional and types to the spec list', () => {
    expect(organizationBody.safeParse({ ...valid, code: null, numberAssociates: 12 }).success).toBe(true);
    expect(organizationBody.safeParse({ ...valid, type: 'Empresa' }).success).toBe(false);
    expect(fieldError(organizationBody.safeParse({ ...valid, recordInvoice: ' ' }), 'recordInvoice')).toBe(
      'Requerido.',
    );
  });
});

describe('administrator form', () => {
  const valid = {
    firstNames: 'Ana',
    lastNames: 'Pérez',
    dni: '1234567',
    email: 'ana.perez@example.com',
    phoneNumber: '04141234567',
    password: 'Secreta1!',
    confirmPassword: 'Secreta1!',
  };
  it('needs matching passwords', () => {
    expect(createAdministratorBody.safeParse(valid).success).toBe(true);
    const r = createAdministratorBody.safeParse({ ...valid, confirmPassword: 'Otra1234!' });
    expect(fieldError(r, 'confirmPassword')).toBe('Las contraseñas no coinciden');
  });
  it('says the passwords differ even while other fields are still empty', () => {
    const r = createAdministratorBody.safeParse({
      firstNames: '',
      lastNames: '',
      dni: '',
      email: '',
      phoneNumber: '',
      password: 'Secreta1!',
      confirmPassword: 'Otra1234!',
    });
    expect(fieldError(r, 'confirmPassword')).toBe('Las contraseñas no coinciden');
    expect(fieldError(r, 'firstNames')).toBe('Requerido.');
  });
  it('names are 3 to 15 characters', () => {
    expect(fieldError(createAdministratorBody.safeParse({ ...valid, firstNames: 'An' }), 'firstNames')).toBe(
      'El mínimo de caracteres es de 3',
    );
    expect(
      fieldError(createAdministratorBody.safeParse({ ...valid, lastNames: 'x'.repeat(16) }), 'lastNames'),
    ).toBe('El máximo de caracteres es de 15');
  });
  it('on edit the password may be left empty', () => {
    const { password: _p, confirmPassword: _c, ...rest } = valid;
    expect(updateAdministratorBody.safeParse(rest).success).toBe(true);
    expect(updateAdministratorBody.safeParse({ ...rest, password: '', confirmPassword: '' }).success).toBe(
      true,
    );
    expect(
      updateAdministratorBody.safeParse({ ...rest, password: 'weak', confirmPassword: 'weak' }).success,
    ).toBe(false);
  });
});

describe('carrier form', () => {
  it('needs an affiliate and a strong password', () => {
    expect(createCarrierBody.safeParse({ affiliate: 3, password: 'Secreta1!' }).success).toBe(true);
    const r = createCarrierBody.safeParse({ password: 'secreta' });
    expect(fieldError(r, 'affiliate')).toBe('Requerido.');
    expect(fieldError(r, 'password')).toBe(
      'La contraseña debe contener al menos 8 caracteres, una mayúscula, un número y un carácter de caso especial',
    );
  });
});
