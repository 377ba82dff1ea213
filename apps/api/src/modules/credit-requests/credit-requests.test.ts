import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { build, type Harness } from '../../../test/helper';
import {
  bearer,
  createAdministrator,
  createAffiliate,
  createCarrier,
  createPrice,
  login,
} from '../../../test/factories';
import { loanCount, loanOfRequest } from '../../../test/loans-inspect';
import { auditCount } from '../../../test/audit-inspect';
import { creditRequests, mailOutbox } from '../../db/schema';

let h: Harness;
let auth: Record<string, string>;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  auth = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
});
afterAll(() => h.close());

const apply = (payload: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: '/api/request-carrier', payload, headers });
const decide = (payload: object, headers = auth) =>
  h.app.inject({ method: 'PATCH', url: '/api/request-carrier', payload, headers });
const loanData = (over: object = {}) => ({
  reasonForAdmission: 'Reparación de motor',
  amount: 3650,
  feeNumbers: 3,
  creditDays: 90,
  ...over,
});
const requestCount = async (affiliateId: number) =>
  (
    await h.db.select({ n: count() }).from(creditRequests).where(eq(creditRequests.affiliateId, affiliateId))
  )[0]!.n;

describe('applying for credit', () => {
  it('is refused without a rate, then stores the amount in ₽ at the current rate and in Bs', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const noRate = await apply({ dni: affiliate.dni, amount: 1000 });
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json()).toEqual({ error: 'Aún no hay una tasa registrada.' });

    await createPrice(h.db, '36.5');
    const res = await apply({ dni: affiliate.dni, amount: 3650, firstNames: 'Ignored', email: 'x@y.zz' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Por revisar',
      amount: 100,
      amountBsRequested: 3650,
      message: 'Tu solicitud fue enviada con éxito. Recibirás un correo con la respuesta a tu solicitud.',
      // No carrier account yet: the approval e-mail will bring the link to create a password.
      hasAccount: false,
    });
    // Issue 16: the landing's confirmation shows the request's number and date.
    const { id, created } = res.json<{ id: number; created: string }>();
    expect(id).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(created))).toBe(false);
    // The confirmation e-mail goes to the stored affiliate, not to what the form sent.
    const mail = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, affiliate.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Recibimos tu solicitud de crédito');
    // It names the request by the number the confirmation shows, and says what happens next and when.
    expect(mail[0]!.text).toContain(
      `Recibimos tu solicitud de crédito N° ${id} por 3.650,00 Bs (100,0000 ₽).`,
    );
    expect(mail[0]!.text).toContain(
      'Qué sigue:\n\n1. Un administrador revisará tu solicitud en un plazo de 1 a 3 días hábiles.\n\n' +
        '2. Te enviaremos un correo con la decisión.\n\n' +
        '3. Si es aprobada, ese correo traerá el enlace para crear tu contraseña e iniciar sesión en el panel, ' +
        'donde reportarás tus pagos.',
    );
    expect(mail[0]!.html).toContain(`N° ${id}`);
  });

  it('tells an applicant whose affiliate has a carrier account that it signs in as usual, on screen and by e-mail', async () => {
    const { affiliate } = await createCarrier(h.db);
    const res = await apply({ dni: affiliate.dni, amount: 730 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ hasAccount: true });
    const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, affiliate.email));
    expect(mail!.text).toContain(
      '3. Si es aprobada, inicia sesión en el panel con tu correo y tu contraseña, como siempre, para ver ' +
        'tu préstamo y reportar tus pagos. Si no la recuerdas, usa «¿Has olvidado tu contraseña?».',
    );
    expect(mail!.text).not.toContain('crear tu contraseña');
  });

  it('refuses an unknown or inactive cédula, a pending request and bad amounts, each in its words', async () => {
    expect((await apply({ dni: '99999991', amount: 10 })).json()).toEqual({
      error: 'No existe un afiliado activo con esa cédula.',
      fields: { dni: 'No existe un afiliado activo con esa cédula.' },
    });
    const { affiliate: inactive } = await createAffiliate(h.db, { status: 'Inactivo' });
    expect((await apply({ dni: inactive.dni, amount: 10 })).statusCode).toBe(400);

    const { affiliate } = await createAffiliate(h.db);
    expect((await apply({ dni: affiliate.dni, amount: 10 })).statusCode).toBe(201);
    const again = await apply({ dni: affiliate.dni, amount: 20 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Ya tienes una solicitud por revisar.');

    expect((await apply({ dni: affiliate.dni, amount: -5 })).json().fields.amount).toBe(
      'Solo cifras positivas',
    );
    expect((await apply({ dni: '123', amount: 5 })).json().fields.dni).toBe('La cédula no es válida');
    expect((await apply({ amount: 5 })).json().fields.dni).toBe('Requerido.');
  });

  it('replays the first answer for a repeated Idempotency-Key and creates nothing more', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const first = await apply({ dni: affiliate.dni, amount: 500 }, headers);
    const second = await apply({ dni: affiliate.dni, amount: 500 }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await requestCount(affiliate.id)).toBe(1);
    const otherBody = await apply({ dni: affiliate.dni, amount: 501 }, headers);
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().error).toBe('Esta clave de idempotencia ya se usó con otros datos.');
  });

  it('five copies sent at once with one key create one request, and all answer it', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        apply({ dni: affiliate.dni, amount: 700 }, { 'idempotency-key': 'burst-key-0001' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await requestCount(affiliate.id)).toBe(1);
  });

  it('a signed-in carrier applies for itself and sees only its own requests', async () => {
    const mine = await createCarrier(h.db);
    const other = await createCarrier(h.db);
    const token = bearer((await login(h.app, mine.affiliate.email, 'Carrier')).access_token);
    // Whatever cédula it sends, the request is its own.
    const res = await apply({ amount: 730, dni: other.affiliate.dni }, token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Solicitud enviada.', hasAccount: true });
    await apply({ dni: other.affiliate.dni, amount: 100 });
    const own = await h.app.inject({ url: '/api/request-carrier/mine', headers: token });
    expect(own.headers['x-total-count']).toBe('1');
    expect(own.json()).toEqual([expect.objectContaining({ amountBsRequested: 730, status: 'Por revisar' })]);
    expect((await h.app.inject({ url: '/api/request-carrier', headers: token })).statusCode).toBe(403);
    expect(
      (await h.app.inject({ url: `/api/request-carrier/${res.json().id}`, headers: token })).statusCode,
    ).toBe(403);
    expect((await h.app.inject({ url: '/api/request-carrier/mine' })).statusCode).toBe(401);
  });
});

describe('deciding a request', () => {
  it('approval creates the loan, its schedule, the disbursement and the account, exactly once', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const id = (await apply({ dni: affiliate.dni, amount: 3650 })).json().id;
    const res = await decide({
      id,
      dni: affiliate.dni,
      status: 'Aprobado',
      loanData: loanData({ id, dni: affiliate.dni, status: 'Aprobado' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Solicitud aprobada.', request: { id, status: 'Aprobado' } });

    expect(await loanCount(h.db, id)).toBe(1);
    const made = await loanOfRequest(h.db, id);
    expect(made.loan).toMatchObject({
      status: 'Por pagar',
      feeNumbers: 3,
      feePaid: 0,
      creditDays: 90,
      amountAwarded: '100.0000',
      amountAwardedInBs: '3650.00',
    });
    expect(made.schedule).toHaveLength(3);
    expect(made.scheduleSum.toFixed(4)).toBe(made.loan.amountPay);
    expect(made.disbursements).toHaveLength(1);
    expect(made.disbursements[0]).toMatchObject({
      amountBs: '3650.00',
      amountPetro: '100.0000',
      carrierId: made.account.id,
    });
    expect(made.account.affiliateId).toBe(affiliate.id);

    const twice = await decide({ id, status: 'Aprobado', loanData: loanData() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('La solicitud ya fue decidida.');
    expect((await decide({ id, status: 'Rechazado' })).statusCode).toBe(409);

    // With a loan to pay, a new application is refused.
    const again = await apply({ dni: affiliate.dni, amount: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Tienes un préstamo por pagar.');
  });

  it('twenty approvals of one request at the same moment create exactly one loan', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const id = (await apply({ dni: affiliate.dni, amount: 1000 })).json().id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        decide({ id, status: 'Aprobado', loanData: loanData({ amount: 1000 }) }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await loanCount(h.db, id)).toBe(1);
    expect(await auditCount(h.db, 'credit-request', id)).toBe(1);
  });

  it('uses the existing carrier account, and applies the newest regular interest', async () => {
    await h.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: auth,
      payload: { amount: 10, applyOnLyMDefaulters: false },
    });
    await h.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: auth,
      payload: { amount: 50, applyOnLyMDefaulters: true },
    });
    const { affiliate, carrier } = await createCarrier(h.db);
    const id = (await apply({ dni: affiliate.dni, amount: 3650 })).json().id;
    expect((await decide({ id, status: 'Aprobado', loanData: loanData({ feeNumbers: 3 }) })).statusCode).toBe(
      200,
    );
    const made = await loanOfRequest(h.db, id);
    expect(made.loan.carrierId).toBe(carrier.id);
    expect(made.loan.amountPay).toBe('110.0000');
    expect(made.schedule.map((i) => i.amount)).toEqual(['36.6667', '36.6667', '36.6666']);
  });

  it('rejection changes only the status; decided requests stay decided', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const id = (await apply({ dni: affiliate.dni, amount: 200 })).json().id;
    const res = await decide({ id, status: 'Rechazado' });
    expect(res.json()).toMatchObject({
      message: 'Solicitud rechazada.',
      request: { status: 'Rechazado' },
      loan: null,
    });
    expect(await loanCount(h.db, id)).toBe(0);
    expect((await decide({ id, status: 'Aprobado', loanData: loanData() })).statusCode).toBe(409);
    const rejectedMail = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, affiliate.email));
    expect(rejectedMail.map((m) => m.subject)).toContain('Tu solicitud de crédito fue rechazada');
    // A new application is possible after a rejection.
    expect((await apply({ dni: affiliate.dni, amount: 150 })).statusCode).toBe(201);
  });

  it('checks the loan data and refuses an approval the rate cannot split', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const id = (await apply({ dni: affiliate.dni, amount: 100 })).json().id;
    const bad = await decide({
      id,
      status: 'Aprobado',
      loanData: { reasonForAdmission: '', amount: 0, feeNumbers: 1.5, creditDays: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'loanData.reasonForAdmission': 'Requerido.',
      'loanData.amount': 'Solo cifras positivas.',
      'loanData.feeNumbers': 'Debe ser un número entero.',
      'loanData.creditDays': 'Debe ser un número entero.',
    });
    expect((await decide({ id, status: 'Aprobado' })).json().error).toBe('Faltan los datos del préstamo.');
    const tiny = await decide({
      id,
      status: 'Aprobado',
      loanData: loanData({ amount: 0.01, feeNumbers: 300 }),
    });
    expect(tiny.json().error).toBe('El monto es muy pequeño para ese número de cuotas.');
    // Nothing of the refused approvals stayed behind.
    expect(await loanCount(h.db, id)).toBe(0);
    expect((await h.app.inject({ url: `/api/request-carrier/${id}`, headers: auth })).json().status).toBe(
      'Por revisar',
    );
    expect((await decide({ id: 999999, status: 'Rechazado' })).statusCode).toBe(404);
  });

  it('filters the back-office list by status (Denegado = Rechazado) and cédula', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const id = (await apply({ dni: affiliate.dni, amount: 300 })).json().id;
    await decide({ id, status: 'Denegado' });
    const rejected = await h.app.inject({
      url: `/api/request-carrier?status=Denegado&dni=${affiliate.dni}`,
      headers: auth,
    });
    expect(rejected.headers['x-total-count']).toBe('1');
    expect(rejected.json()[0]).toMatchObject({
      id,
      status: 'Rechazado',
      dni: affiliate.dni,
      affiliate: { email: affiliate.email, phoneNumber: affiliate.phoneNumber },
    });
    const pendingUrl = `/api/request-carrier?status=${encodeURIComponent('Por revisar')}&dni=${affiliate.dni}`;
    expect((await h.app.inject({ url: pendingUrl, headers: auth })).headers['x-total-count']).toBe('0');
    await apply({ dni: affiliate.dni, amount: 310 });
    expect((await h.app.inject({ url: pendingUrl, headers: auth })).headers['x-total-count']).toBe('1');
    const all = await h.app.inject({ url: `/api/request-carrier?dni=${affiliate.dni}`, headers: auth });
    expect(all.json().map((r: { status: string }) => r.status)).toEqual(['Por revisar', 'Rechazado']);
    expect(
      (await h.app.inject({ url: `/api/request-carrier?dni=${'1'.repeat(16)}`, headers: auth })).statusCode,
    ).toBe(400);
  });
});

describe('the public affiliate lookup', () => {
  it('fills the form with contact data masked', async () => {
    const { affiliate, organization } = await createAffiliate(h.db, { email: 'jose.rodriguez@example.com' });
    const res = await h.app.inject({ url: `/api/affiliate/lookup/${affiliate.dni}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      affiliateId: affiliate.id,
      firstNames: 'José',
      assignedLine: organization.name,
      vehicleYear: 2015,
    });
    expect(body.email).toBe('jo***@e***.com');
    expect(body.phoneNumber).toBe('*********4567');
    expect(body.birthdate).toBe('**/**/****');
    expect(res.body).not.toContain(affiliate.homeAddress);
    expect(res.body).not.toContain('1990-05-01');
    expect((await h.app.inject({ url: '/api/affiliate/lookup/99999992' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/affiliate/lookup/abc' })).statusCode).toBe(400);
  });
});

// Last in the file: the rate it registers stays the current one.
describe('a request read after the rate moved', () => {
  it('shows the Bs typed and the ₽ of its day in both lists and the export, never re-priced', async () => {
    await createPrice(h.db, '75');
    const { affiliate } = await createCarrier(h.db);
    const token = bearer((await login(h.app, affiliate.email, 'Carrier')).access_token);
    expect((await apply({ dni: affiliate.dni, amount: 6500 })).statusCode).toBe(201);
    await createPrice(h.db, '8698.9');

    const typed = { amountBsRequested: 6500, amount: 86.6667, rate: 75 };
    const listed = await h.app.inject({ url: `/api/request-carrier?dni=${affiliate.dni}`, headers: auth });
    expect(listed.json()).toEqual([expect.objectContaining(typed)]);
    const own = await h.app.inject({ url: '/api/request-carrier/mine', headers: token });
    expect(own.json()).toEqual([expect.objectContaining(typed)]);

    const csv = await h.app.inject({
      url: `/api/request-carrier/export?format=csv&dni=${affiliate.dni}`,
      headers: auth,
    });
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(header!.slice(5)).toEqual(['Monto (Bs)', 'Monto (₽)', 'Estado']);
    expect(row!.slice(5)).toEqual(['6500,00', '86,6667', 'Por revisar']);
  });
});
