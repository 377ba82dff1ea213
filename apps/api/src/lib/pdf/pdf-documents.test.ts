import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { businessDate, formatDay } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { carrierWithLoan } from '../../../test/loan-fixture';

let h: Harness;
let admin: Record<string, string>;
const today = businessDate();

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000', ORG_NAME: 'Cooperativa Los Andes' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '40');
});
afterAll(() => h.close());

/** The text a PDF shows, as a phone's reader would extract it. */
async function textOf(body: Buffer): Promise<string> {
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const parsed = await new PDFParse({ data: new Uint8Array(body) }).getText();
  return parsed.text.replace(/\s+/g, ' ');
}

const report = (auth: Record<string, string>, amount: number, voucherCode: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/payment/',
    headers: auth,
    payload: { amount, date: today, voucherCode },
  });
const decide = (id: number, status: string) =>
  h.app.inject({ method: 'PATCH', url: '/api/payment', headers: admin, payload: { id, status } });

describe('loan statement and payment receipt', () => {
  let c: Awaited<ReturnType<typeof carrierWithLoan>>;
  let approvedId: number;
  let pendingId: number;
  let rejectedId: number;

  beforeAll(async () => {
    // 4 000 Bs at 40 = 100 ₽ in 2 installments of 50.
    c = await carrierWithLoan(h, admin, { amountBs: 4000, feeNumbers: 2, creditDays: 60 });
    approvedId = (await report(c.auth, 2400, '55667788')).json().id;
    expect((await decide(approvedId, 'Aprobado')).statusCode).toBe(200);
    pendingId = (await report(c.auth, 100, '11223344')).json().id;
    rejectedId = (await report(c.auth, 100, '99001122')).json().id;
    await decide(rejectedId, 'Rechazado');
  });

  it('gives the carrier its estado de cuenta: amounts, schedule, payments with references, balance', async () => {
    const res = await h.app.inject({ url: `/api/loan/${c.loanId}/statement.pdf`, headers: c.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="estado-de-cuenta-prestamo-${c.loanId}.pdf"`,
    );
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Cooperativa Los Andes');
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain(`${c.affiliate.firstNames} ${c.affiliate.lastNames}`);
    expect(text).toContain(c.affiliate.dni);
    expect(text).toContain('100,0000 ₽ · 4.000,00 Bs'); // awarded
    expect(text).toContain(formatDay(today));
    // 2 400 Bs = 60 ₽: installment 1 (50) paid, 10 on installment 2.
    expect(text).toMatch(/1 \S+ 50,0000 ₽ 0,0000 ₽ 50,0000 ₽ Pagada/);
    expect(text).toMatch(/2 \S+ 50,0000 ₽ 0,0000 ₽ 10,0000 ₽ Abonada en parte/);
    expect(text).toContain('55667788');
    expect(text).toContain('2.400,00 Bs');
    expect(text).toContain('11223344'); // waiting: listed with its status
    expect(text).toContain('Por revisar');
    expect(text).toContain('Saldo 40,0000 ₽ · 1.600,00 Bs');
    expect(text).toContain('40 Bs por ₽');
  });

  it('gives an administrator any statement, and another carrier a 404', async () => {
    expect(
      (await h.app.inject({ url: `/api/loan/${c.loanId}/statement.pdf`, headers: admin })).statusCode,
    ).toBe(200);
    const other = await carrierWithLoan(h, admin);
    const res = await h.app.inject({ url: `/api/loan/${c.loanId}/statement.pdf`, headers: other.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'El préstamo no existe.' });
    expect(
      (await h.app.inject({ url: `/api/payment/${approvedId}/receipt.pdf`, headers: other.auth })).statusCode,
    ).toBe(404);
  });

  it('gives the comprobante of an approved payment, and refuses one still waiting or rejected', async () => {
    const res = await h.app.inject({ url: `/api/payment/${approvedId}/receipt.pdf`, headers: c.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="comprobante-pago-${approvedId}.pdf"`,
    );
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Comprobante de pago');
    expect(text).toContain(`Número ${approvedId}`);
    expect(text).toContain('Monto 2.400,00 Bs');
    expect(text).toContain('60,0000 ₽ a 40 Bs por ₽');
    expect(text).toContain('Referencia 55667788');
    expect(text).toContain(`Préstamo N° ${c.loanId}`);
    expect(text).toContain('Cuota alcanzada 2 de 2');
    expect(text).toContain('Saldo 40,0000 ₽');
    for (const [id, message] of [
      [pendingId, 'El pago aún no está aprobado: su comprobante estará disponible cuando se apruebe.'],
      [rejectedId, 'El pago fue rechazado: no tiene comprobante.'],
    ] as const) {
      const refused = await h.app.inject({ url: `/api/payment/${id}/receipt.pdf`, headers: admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: message });
    }
  });
});
