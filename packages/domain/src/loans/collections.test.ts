import { describe, expect, it } from 'vitest';
import { addDays } from './schedule';
import {
  collectionMessage,
  promiseStatusOf,
  reminderKindOn,
  whatsappLink,
  whatsappNumber,
} from './collections';

describe('reminder kinds', () => {
  const due = '2026-03-10';
  const on = (offset: number, before = 3) => reminderKindOn(due, addDays(due, offset), before);

  it('falls due before, on and after the due date, each kind until the next one', () => {
    expect([-4, -3, -1, 0, 1, 6, 7, 14, 15, 29, 30, 44, 45].map((d) => on(d))).toEqual([
      null,
      'antes',
      'antes',
      'vence',
      'atraso-1',
      'atraso-1',
      'atraso-7',
      'atraso-7',
      'atraso-15',
      'atraso-15',
      'atraso-30',
      'atraso-30',
      null,
    ]);
  });

  it('sends nothing before the due date when REMINDER_DAYS_BEFORE is 0', () => {
    expect(on(-1, 0)).toBeNull();
    expect(on(0, 0)).toBe('vence');
  });
});

describe('promises', () => {
  const promise = { promiseDate: '2026-03-10', promiseAmountBs: '500.00' };
  it('is kept once the repayments reach the amount, broken once the date passes without it', () => {
    expect(promiseStatusOf(promise, '499.99', '2026-03-10')).toBe('pendiente');
    expect(promiseStatusOf(promise, '500', '2026-03-01')).toBe('cumplida');
    expect(promiseStatusOf(promise, '499.99', '2026-03-11')).toBe('incumplida');
    expect(promiseStatusOf({ promiseDate: null, promiseAmountBs: null }, '0', '2026-03-11')).toBeNull();
  });
});

describe('WhatsApp', () => {
  it('normalises every accepted Venezuelan phone to 58 and ten digits', () => {
    for (const phone of [
      '04141234567',
      '0414-1234567',
      '+584141234567',
      '+58 414 123 4567',
      '00584141234567',
      '4141234567',
    ])
      expect(whatsappNumber(phone), phone).toBe('584141234567');
    expect(whatsappNumber('02121234567')).toBe('582121234567');
    expect(whatsappNumber('12345')).toBeNull();
    expect(whatsappLink('0414-1234567', 'Hola, José: 1.234,56 Bs')).toBe(
      'https://wa.me/584141234567?text=Hola%2C%20Jos%C3%A9%3A%201.234%2C56%20Bs',
    );
  });
});

describe("the collector's WhatsApp message", () => {
  const base = { name: 'José Pérez', loan: 7, daysPastDue: 40, payUrl: 'https://x.test/panel/agregar-pago' };
  it('asks what is overdue, in Bs, and where to report the payment', () => {
    expect(collectionMessage({ ...base, overdue: '800,00 Bs' })).toBe(
      'Hola, José Pérez. Le escribimos por su préstamo N° 7: tiene 800,00 Bs vencidos (40 días de atraso). ' +
        'Cuando pague, repórtelo con su referencia en https://x.test/panel/agregar-pago. ¡Gracias!',
    );
  });
  it('acknowledges a payment under review and asks only what it would leave', () => {
    const review = '88.603,88 Bs del 25/11/2026';
    expect(collectionMessage({ ...base, overdue: '', underReview: review })).toBe(
      'Hola, José Pérez. Le escribimos por su préstamo N° 7: recibimos su pago de 88.603,88 Bs del 25/11/2026, ' +
        'que está en revisión y cubre lo vencido. Le avisaremos cuando se apruebe. ¡Gracias!',
    );
    expect(collectionMessage({ ...base, overdue: '100,00 Bs', underReview: review })).toContain(
      'que está en revisión; aun con él quedan 100,00 Bs vencidos (40 días de atraso).',
    );
  });
});
