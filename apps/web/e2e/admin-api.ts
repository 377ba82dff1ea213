import { randomInt } from 'node:crypto';
import { inject } from 'vitest';
import { url } from './browser';

/** A JSON call to the running server; answers the status and the parsed body. */
export async function call<T = unknown>(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(url(path), {
    method,
    headers: {
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** The seeded administrator's access token. */
export async function adminToken(): Promise<string> {
  const res = await call<{ access_token: string }>('POST', '/api/auth/administrator/login', undefined, {
    email: inject('adminEmail'),
    password: inject('adminPassword'),
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return res.body.access_token;
}

/** A rate exists (requests, rules and payments need one); journeys share the server, so keep any. */
export async function ensureRate(token: string, amount = 36.5): Promise<void> {
  if ((await call('GET', '/api/prices/?getLast=true', token)).status === 404) {
    await call('POST', '/api/prices/', token, { amount });
  }
}

/** A fresh, active affiliate with a unique cédula and e-mail, in the first organization. */
export async function createAffiliate(token: string, over: Record<string, unknown> = {}) {
  const [org] = (await call<{ id: number }[]>('GET', '/api/organization/options', token)).body;
  const dni = String(randomInt(30_000_000, 99_999_999));
  const res = await call<{ id: number; dni: string; email: string; firstNames: string }>(
    'POST',
    '/api/affiliate',
    token,
    {
      firstNames: 'Luisa',
      lastNames: 'Fernández',
      dni,
      rif: `V${dni}0`,
      email: `luisa.${dni}@example.com`,
      phoneNumber: '04161234567',
      homeAddress: 'Calle Sucre, Barquisimeto',
      birthdate: '1992-07-20',
      gender: 'Femenino',
      municipality: 'Iribarren',
      organization: org!.id,
      status: 'Activo',
      typeService: 'Taxi',
      vehicleType: 'Sedan',
      vehicleBrand: 'Chevrolet',
      vehicleModel: 'Aveo',
      vehicleYear: 2012,
      vehiclePlate: 'AB12CDE',
      vehicleColor: 'Gris',
      vehicleBodySerialNumber: 'BODY-AVEO',
      vehicleMotorSerialNumber: 'MOTOR-AVEO',
      vehicleTypeOil: '15w-40',
      vehicleLtsOil: 3.5,
      vehicleBattery: '60Ah',
      vehicleRubber: 4,
      ...over,
    },
  );
  if (res.status !== 201) throw new Error(`affiliate not created: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A fresh affiliate with a carrier account that signs in with `password`. */
export async function createCarrierAccount(
  token: string,
  password: string,
  over: Record<string, unknown> = {},
) {
  const affiliate = await createAffiliate(token, over);
  const res = await call<{ id: number }>('POST', '/api/carrier', token, {
    affiliate: affiliate.id,
    password,
  });
  if (res.status !== 201) throw new Error(`carrier not created: ${JSON.stringify(res.body)}`);
  return { affiliate, carrierId: res.body.id };
}

/** The affiliate's public application for `amount` Bs, approved by the administrator into a loan. */
export async function approvedLoan(
  token: string,
  dni: string,
  amount: number,
  terms: { reasonForAdmission: string; feeNumbers: number; creditDays: number },
) {
  const applied = await call<{ id: number }>('POST', '/api/request-carrier', undefined, { dni, amount });
  if (applied.status !== 201) throw new Error(`request not created: ${JSON.stringify(applied.body)}`);
  const approved = await call('PATCH', '/api/request-carrier', token, {
    id: applied.body.id,
    status: 'Aprobado',
    loanData: { ...terms, amount },
  });
  if (approved.status !== 200) throw new Error(`request not approved: ${JSON.stringify(approved.body)}`);
}
