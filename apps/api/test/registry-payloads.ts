import { randomInt } from 'node:crypto';

let n = 0;
const seq = () => `${Date.now().toString(36)}${(n++).toString(36)}${randomInt(1e6).toString(36)}`;

export const organizationPayload = (over: Record<string, unknown> = {}) => ({
  name: `Cooperativa ${seq()}`,
  type: 'Cooperativa',
  rif: 'J123456789',
  fiscalAddress: 'Av. Bolívar, Caracas',
  recordName: 'Registro Mercantil Primero',
  recordDate: '2020-01-15',
  modalityServices: 'Taxi',
  recordNumber: '12',
  recordVolume: '3',
  recordInvoice: '45',
  certificationServices: 'CPS-1',
  ...over,
});

export const affiliatePayload = (organization: number, over: Record<string, unknown> = {}) => ({
  firstNames: 'María',
  lastNames: 'González',
  dni: String(randomInt(10_000_000, 99_999_999)),
  rif: 'V123456789',
  email: `maria.${seq()}@example.com`,
  phoneNumber: '04141234567',
  homeAddress: 'Calle 2, Valencia',
  birthdate: '1985-03-10',
  gender: 'Femenino',
  municipality: 'Valencia',
  organization,
  status: 'Activo',
  typeService: 'Urbano',
  vehicleType: 'Colectivo',
  vehicleBrand: 'Iveco',
  vehicleModel: 'Daily',
  vehicleYear: 2018,
  vehiclePlate: 'XY987ZW',
  vehicleColor: 'Azul',
  vehicleBodySerialNumber: 'BODY-1',
  vehicleMotorSerialNumber: 'MOTOR-1',
  vehicleTypeOil: '15w-40',
  vehicleLtsOil: 6.5,
  vehicleBattery: '75Ah',
  vehicleRubber: 6,
  ...over,
});

export const administratorPayload = (over: Record<string, unknown> = {}) => ({
  firstNames: 'Luis',
  lastNames: 'Martínez',
  dni: '7654321',
  email: `luis.${seq()}@example.com`,
  phoneNumber: '+582121234567',
  password: 'Clave123!',
  confirmPassword: 'Clave123!',
  ...over,
});
