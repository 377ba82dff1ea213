import { afterEach, describe, expect, it } from 'vitest';
import * as domain from './index';
import {
  amountEcho,
  auditFields,
  auditMoneyText,
  bsPerUnit,
  collectionMessage,
  inUnit,
  owedNow,
  owedText,
  rateText,
  requestAmountsNote,
  reviewNote,
  setReferenceUnit,
  unitPlural,
  unitPriceLabel,
  unitText,
  unitWords,
  Decimal,
} from './index';

afterEach(() => {
  setReferenceUnit('PTR');
});

/** Every text a person reads that names the unit, written now, in the unit in force. */
function unitTexts(): string[] {
  const installments = [
    { number: 1, dueDate: '2026-10-01', owed: '10', paid: '0' },
    { number: 2, dueDate: '2026-12-01', owed: '10', paid: '0' },
  ];
  const owed = owedNow({
    installments,
    today: '2026-11-25',
    underReview: [{ amountInBs: '100', amountInPetro: '2.5', date: '2026-11-24' }],
  });
  const audit = (entity: domain.AuditEntry['entity'], after: Record<string, unknown>) =>
    auditFields({ entity, before: null, after }).map((field) => field.label);
  return [
    unitText(35.43),
    inUnit('Saldo'),
    rateText(36.5),
    requestAmountsNote(),
    unitPriceLabel(),
    bsPerUnit(),
    amountEcho(36.5, 'rate')!,
    owedText({ petro: new Decimal('70.8684'), bs: null }),
    reviewNote(owed)!,
    auditMoneyText({ entity: 'income', after: { incomeAmountBs: 200, incomeAmount: 5 } }),
    ...audit('payment', { amountInPetro: 1, rate: 40 }),
    ...audit('price', { amount: 40 }),
    ...audit('rule', { amountInPetro: 1 }),
    ...audit('expense', { incomeAmountInPetro: 1 }),
    collectionMessage({ name: 'Ana', loan: 7, overdue: unitText(3), daysPastDue: 2, payUrl: 'https://x' }),
    `En ${unitPlural()}`,
    unitWords(),
  ];
}

/** Every string the domain exports, in constants and the objects of texts (messages, terms, notes). */
function exportedStrings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => exportedStrings(v, seen));
}

describe('the texts in the reference unit in force', () => {
  it('say US$ once the cooperative counts in dollars, never ₽ or petro', () => {
    setReferenceUnit('USD');
    for (const text of unitTexts()) {
      expect(text).not.toMatch(/₽|petro/i);
      expect(text, text).toMatch(/US\$|dólar/);
    }
    expect(rateText(36.5)).toBe('1 US$ = 36,5 Bs');
    expect(amountEcho(36.5, 'rate')).toBe('Se registrará: 1 US$ = 36,50 Bs');
    expect(unitPriceLabel()).toBe('Precio del dólar (Bs)');
    expect(bsPerUnit()).toBe('Bs por 1 US$');
    expect(auditFields({ entity: 'price', before: null, after: { amount: 40 } })[0]?.label).toBe(
      'Precio del dólar (Bs)',
    );
  });

  it('say € in euros, and the spec’s own texts again in petros', () => {
    setReferenceUnit('EUR');
    for (const text of unitTexts()) expect(text).not.toMatch(/₽|petro|US\$/i);
    expect(unitText(1)).toBe('1,0000 €');
    setReferenceUnit('PTR');
    expect(unitPriceLabel()).toBe('Precio del petro (Bs)');
    expect(amountEcho(36.5, 'rate')).toBe('Se registrará: 1 ₽ = 36,50 Bs');
  });

  it('are never written into a constant: no exported text names a unit but the table of units', () => {
    setReferenceUnit('USD');
    const { UNITS: _units, DEFAULT_UNIT: _default, ...rest } = domain;
    const texts = exportedStrings(rest);
    // The walk reads the messages, the vocabulary and the schemas' texts, not nothing.
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.filter((text) => /₽|petro|US\$|€/i.test(text))).toEqual([]);
  });
});
