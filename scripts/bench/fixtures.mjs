// Records the benchmark makes through the real API before it measures what changes data:
// affiliates with carrier accounts, their applications, their payment reports.
import { randomInt } from 'node:crypto';
import { pool } from './http.mjs';

/** Password of every carrier the benchmark opens (meets the strong-password rule). */
export const CARRIER_PASSWORD = 'Banco123!x';

const affiliateBody = (dni, email, organization) => ({
  firstNames: 'Prueba',
  lastNames: 'Rendimiento',
  dni,
  rif: `V${dni.padStart(9, '0')}`,
  email,
  phoneNumber: '04141234567',
  homeAddress: 'Av. Bolívar, Caracas',
  birthdate: '1990-05-01',
  gender: 'Masculino',
  municipality: 'Libertador',
  organization,
  status: 'Activo',
  typeService: 'Taxi',
  vehicleType: 'Sedan',
  vehicleBrand: 'Toyota',
  vehicleModel: 'Corolla',
  vehicleYear: 2015,
  vehiclePlate: 'AB123CD',
  vehicleColor: 'Blanco',
  vehicleBodySerialNumber: 'BS123',
  vehicleMotorSerialNumber: 'MS123',
  vehicleTypeOil: '5w-30',
  vehicleLtsOil: 4.5,
  vehicleBattery: '45Ah',
  vehicleRubber: 4,
});

/**
 * `count` active affiliates of `organization`, each with a carrier account (CARRIER_PASSWORD).
 * Cédulas are random 8-digit numbers; one already taken is drawn again.
 */
export async function openCarriers(api, adminToken, { count, organization, tag, concurrency = 4 }) {
  return pool([...Array(count).keys()], concurrency, async (i) => {
    const email = `banco.${tag}.${i}@prestamos.test`;
    for (let attempt = 0; ; attempt++) {
      const dni = String(randomInt(80_000_000, 99_999_999));
      const made = await api.call('POST', '/api/affiliate', {
        token: adminToken,
        body: affiliateBody(dni, email, organization),
      });
      if (made.status === 409 && attempt < 5) continue;
      if (made.status !== 201) throw new Error(`POST /api/affiliate answered ${made.status}: ${made.text}`);
      const account = await api.must('POST', '/api/carrier', {
        token: adminToken,
        body: { affiliate: made.body.id, password: CARRIER_PASSWORD },
      });
      return { affiliateId: made.body.id, dni, email, carrierId: account.body.id };
    }
  });
}

/** Each carrier applies from the landing page (by cédula): one pending request each. */
export function applyForCredit(api, carriers, amountBs) {
  return pool(carriers, 4, async (c) => {
    const res = await api.must('POST', '/api/request-carrier', { body: { dni: c.dni, amount: amountBs } });
    return { ...c, requestId: res.body.id };
  });
}

/** Each carrier signs in and reports one payment of its unpaid loan, with its own bank reference. */
export function reportPayments(api, carriers, { amountBs, date, referenceOf }) {
  return pool(carriers, 4, async (c, i) => {
    const session = await api.must('POST', '/api/auth/carrier/login', {
      body: { email: c.email, password: CARRIER_PASSWORD },
    });
    const res = await api.must('POST', '/api/payment', {
      token: session.body.access_token,
      body: { amount: amountBs, date, voucherCode: referenceOf(i) },
    });
    return {
      ...c,
      paymentId: res.body.id,
      voucherCode: res.body.voucherCode,
      paymentPetro: res.body.amountInPetro,
    };
  });
}
