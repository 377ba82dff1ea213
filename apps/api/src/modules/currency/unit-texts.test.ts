import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { businessDate } from '@app/domain';
import { misformattedAmountsIn } from '@app/domain/format-check';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { approvedPayment, backdateLoan, carrierWithLoan } from '../../../test/loan-fixture';
import { pdfText as readPdf } from '../../../test/pdf-text';
import { switchUnit } from '../../../test/reference-unit';
import { mailOutbox } from '../../db/schema';
import { sendReminders } from '../collections';

let h: Harness;
let admin: Record<string, string>;
let c: Awaited<ReturnType<typeof carrierWithLoan>>;
let paymentId: number;
const today = businessDate();

// Issue 29: the cooperative counts in dólares; every text the server writes must say so.
beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000', REMINDER_DAYS_BEFORE: '3' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '40');
  await switchUnit(h, 'USD');
  // 4 000 Bs at 40 = 100 US$ in 2 installments of 50; 2 400 Bs paid = 60 US$.
  c = await carrierWithLoan(h, admin, { amountBs: 4000, feeNumbers: 2, creditDays: 60 });
  paymentId = await approvedPayment(h, admin, c, 2400, '55667788');
});
afterAll(() => h.close());

const pdfText = (url: string, auth: Record<string, string>) => readPdf(h, url, auth);

/** The header row of an exported CSV. */
async function csvHeader(path: string): Promise<string[]> {
  const res = await h.app.inject({ url: `${path}/export?format=csv`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload.toString('utf8').slice(1).split('\r\n')[0]!.split(';');
}

describe('texts in the reference unit in force', () => {
  it('writes the e-mails in it: the application, the approval and a reminder', async () => {
    // The second installment (the first is paid) falls due in 3 days: a reminder, written in the job's transaction.
    await backdateLoan(h, c.loanId, 57);
    expect(await sendReminders(h.db, h.app.ctx.config, today)).toBe(1);
    const mails = await h.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, c.affiliate.email))
      .orderBy(asc(mailOutbox.id));
    const text = (subject: string) => mails.find((m) => m.subject === subject)?.text;
    expect(text('Recibimos tu solicitud de crédito')).toContain('por 4.000,00 Bs (100,0000 US$).');
    expect(text('Tu solicitud de crédito fue aprobada')).toContain('Monto por cuota: 50,0000 US$');
    expect(text('Tu cuota 2 vence pronto')).toContain('Tasa de hoy: 1 US$ = 40 Bs');
    for (const mail of mails) {
      expect(mail.text, mail.subject).not.toContain('₽');
      expect(mail.html, mail.subject).not.toContain('₽');
      expect(mail.text, mail.subject).not.toMatch(/petros?\b/i);
    }
  });

  it('writes the statement and the receipt in it', async () => {
    const statement = await pdfText(`/api/loan/${c.loanId}/statement.pdf`, c.auth);
    expect(statement).toContain('100,0000 US$ · 4.000,00 Bs');
    expect(statement).toContain('40 Bs por US$ (aprobación)');
    expect(statement).toContain('Monto (Bs) Monto (US$)');
    expect(statement).toContain('2.400,00 Bs 60,0000 US$');
    const receipt = await pdfText(`/api/payment/${paymentId}/receipt.pdf`, c.auth);
    expect(receipt).toContain('En dólares 60,0000 US$ a 40 Bs por US$');
    expect(receipt).toContain('Saldo 40,0000 US$');
    for (const text of [statement, receipt]) {
      expect(text).not.toContain('₽');
      expect(text).not.toMatch(/petros?\b/i);
      expect(misformattedAmountsIn(text)).toEqual([]);
    }
  });

  it('heads the exported columns with it, read when each file is written', async () => {
    expect(await csvHeader('/api/payment')).toContain('Monto (US$)');
    const loans = await csvHeader('/api/loan');
    expect(loans).toEqual(
      expect.arrayContaining(['Monto a pagar (US$)', 'Monto otorgado (US$)', 'Pagado (US$)']),
    );
    expect(loans.join(';')).not.toContain('₽');
    await switchUnit(h, 'EUR');
    try {
      expect(await csvHeader('/api/payment')).toContain('Monto (€)');
    } finally {
      await switchUnit(h, 'USD');
    }
  });

  it('tells API clients what "petro" in a field name means', async () => {
    const doc = (await h.app.inject({ url: '/api/docs' })).json<{ info: { description: string } }>();
    expect(doc.info.description).toContain('amountInPetro');
    expect(doc.info.description).toContain('unidad de referencia que eligió la cooperativa');
    expect(doc.info.description).toContain('petro (₽), dólar (US$), euro (€)');
    expect(doc.info.description).toContain('GET /api/settings/currency');
    expect(doc.info.description).toContain('4 decimales; los montos en bolívares (Bs), 2.');
  });
});
