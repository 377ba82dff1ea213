import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessDate } from '@app/domain';
import {
  PASSWORD,
  bearer,
  createAdministrator,
  createCarrier,
  createPrice,
  login,
} from '../../test/factories';
import { build, type Harness } from '../../test/helper';
import { carrierWithLoan, reportedPayment } from '../../test/loan-fixture';
import { creditRequests, loans, payments } from '../db/schema';

const OWN = 'No puede decidir operaciones de un afiliado con su misma cédula.';

let h: Harness;
let admin: Record<string, string>;
/** An administrator with every permission whose cédula is the affiliate `own`'s. */
let selfAdmin: Record<string, string>;
let own: Awaited<ReturnType<typeof createCarrier>>;
let ownAuth: Record<string, string>;
let ownLoan: number;
let ownRequest: number;

const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers = selfAdmin) =>
  h.app.inject({ method, url, headers, payload });
const loanData = { reasonForAdmission: 'Repuestos', amount: 3000, feeNumbers: 3, creditDays: 90 };

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '10');
  own = await createCarrier(h.db);
  const self = await createAdministrator(h.db, { dni: own.affiliate.dni });
  selfAdmin = bearer((await login(h.app, self.email, 'Administrator')).access_token);
  const request = await h.app.inject({
    method: 'POST',
    url: '/api/request-carrier',
    payload: { dni: own.affiliate.dni, amount: 3000 },
  });
  ownRequest = request.json().id;
});
afterAll(() => h.close());

const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ error: OWN });
};

describe('an administrator with an affiliate’s cédula', () => {
  it('cannot approve or reject that affiliate’s credit request; another administrator can', async () => {
    expectRefused(
      await send('PATCH', '/api/request-carrier', { id: ownRequest, status: 'Aprobado', loanData }),
    );
    expectRefused(await send('PATCH', '/api/request-carrier', { id: ownRequest, status: 'Rechazado' }));
    const [still] = await h.db.select().from(creditRequests).where(eq(creditRequests.id, ownRequest));
    expect(still!.status).toBe('Por revisar');

    const approved = await send(
      'PATCH',
      '/api/request-carrier',
      { id: ownRequest, status: 'Aprobado', loanData },
      admin,
    );
    expect(approved.statusCode).toBe(200);
    ownLoan = approved.json().loan.id;
    ownAuth = bearer((await login(h.app, own.affiliate.email, 'Carrier', PASSWORD)).access_token);
  });

  it('decides other affiliates’ requests as before', async () => {
    const { affiliate } = await createCarrier(h.db);
    const request = await h.app.inject({
      method: 'POST',
      url: '/api/request-carrier',
      payload: { dni: affiliate.dni, amount: 3000 },
    });
    const rejected = await send('PATCH', '/api/request-carrier', {
      id: request.json().id,
      status: 'Rechazado',
    });
    expect(rejected.statusCode).toBe(200);
  });

  it('cannot decide a payment of that affiliate’s carrier; others’ as before', async () => {
    const id = await reportedPayment(h, { auth: ownAuth, today: businessDate() }, 100, '9100001');
    expectRefused(await send('PATCH', '/api/payment', { id, status: 'Aprobado' }));
    expectRefused(await send('PATCH', '/api/payment', { id, status: 'Rechazado' }));
    const [still] = await h.db.select().from(payments).where(eq(payments.id, id));
    expect(still!.status).toBe('Por revisar');

    const other = await carrierWithLoan(h, admin);
    const theirs = await reportedPayment(h, other, 100, '9100002');
    expect((await send('PATCH', '/api/payment', { id: theirs, status: 'Aprobado' })).statusCode).toBe(200);
  });

  it('cannot reschedule or write off that affiliate’s loan; others’ as before', async () => {
    const reschedule = { feeNumbers: 4, creditDays: 120, reason: 'Accidente del vehículo' };
    expectRefused(await send('POST', `/api/loan/${ownLoan}/reschedule`, reschedule));
    expectRefused(await send('POST', `/api/loan/${ownLoan}/write-off`, { reason: 'Inubicable' }));
    const [still] = await h.db.select().from(loans).where(eq(loans.id, ownLoan));
    expect(still!.status).toBe('Por pagar');

    const other = await carrierWithLoan(h, admin);
    expect((await send('POST', `/api/loan/${other.loanId}/reschedule`, reschedule)).statusCode).toBe(200);
    expect(
      (await send('POST', `/api/loan/${other.loanId}/write-off`, { reason: 'Inubicable' })).statusCode,
    ).toBe(200);
  });

  it('an administrator without a cédula yet decides as before', async () => {
    const noDni = await createAdministrator(h.db, { dni: null });
    const auth = bearer((await login(h.app, noDni.email, 'Administrator')).access_token);
    const reschedule = { feeNumbers: 3, creditDays: 90, reason: 'Pedido del afiliado' };
    expect((await send('POST', `/api/loan/${ownLoan}/reschedule`, reschedule, auth)).statusCode).toBe(200);
  });

  it('an administrator cannot change his own cédula once given, so the check cannot be dodged', async () => {
    const profile = (payload: object, headers = selfAdmin) =>
      h.app.inject({ method: 'PATCH', url: '/api/auth/me', headers, payload });
    const moved = await profile({ dni: '1234567', phoneNumber: '+584141234567' });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error).toBe('Su cédula ya está registrada: solo otro administrador puede cambiarla.');
    // The same cédula again is no change: his phone is still his to edit.
    const phone = await profile({ dni: own.affiliate.dni, phoneNumber: '+584149876543' });
    expect(phone.statusCode).toBe(200);
    // Without one yet, he gives it once (the first administrator completes his profile so).
    const fresh = await createAdministrator(h.db, { dni: null });
    const auth = bearer((await login(h.app, fresh.email, 'Administrator')).access_token);
    expect((await profile({ dni: '1234568', phoneNumber: '+584141234567' }, auth)).statusCode).toBe(200);
  });
});
