import { afterEach, describe, expect, it } from 'vitest';
import { misformattedAmountsIn, misformattedCell } from './format-check';
import { bsText, inUnit, rateText, unitText } from './format';
import { setReferenceUnit } from './units/reference-unit';
import { bsPerUnit, unitPriceLabel } from './vocabulary';

afterEach(() => {
  setReferenceUnit('PTR');
});

describe('the check of the one money format', () => {
  it('passes what the one formatter writes, and rates in their own format', () => {
    const text = `Vencido: ${unitText(70.87)} · ${bsText(354342)} · Tasa del 26/11/2026: 1 ₽ = 36,5 Bs (36,5 Bs/₽, 40 Bs por ₽) · Bolívares por 1 ₽ · 1 ₽ equivale a … US$`;
    expect(misformattedAmountsIn(text)).toEqual([]);
    expect(misformattedCell('Monto (₽)', '1.234,5000')).toBeNull();
    expect(misformattedCell('Monto (Bs)', '—')).toBeNull();
    expect(misformattedCell('Precio del petro (Bs)', '36,5')).toBeNull();
  });

  it('finds what issue 27 saw: dropped zeros, a lowercase bs, Bs without cents, no grouping', () => {
    expect(misformattedAmountsIn('Resumen: 129.661,073 ₽ beside 88,882 ₽ and 35,43 ₽')).toEqual([
      '129.661,073 ₽ (4 decimales)',
      '88,882 ₽ (4 decimales)',
      '35,43 ₽ (4 decimales)',
    ]);
    expect(misformattedAmountsIn('Pagado 67643 Bs')).toEqual(['67643 Bs (2 decimales)']);
    expect(misformattedAmountsIn('Pagado 67643,49 Bs')).toEqual(['67643,49 Bs (2 decimales)']);
    expect(misformattedAmountsIn('Cuota 84.884,67 bs')).toHaveLength(1);
    expect(misformattedCell('Monto (₽)', '35,43')).toBe('Monto (₽): 35,43 (4 decimales)');
    expect(misformattedCell('Monto (Bs)', '1.234,5')).toBe('Monto (Bs): 1.234,5 (2 decimales)');
    expect(misformattedCell('Saldo (₽)', 'NaN')).toBe('Saldo (₽): NaN (no es un monto)');
  });

  it('reads dollars and euros as it reads petros: the one format passes, a dropped zero does not', () => {
    for (const code of ['USD', 'EUR'] as const) {
      setReferenceUnit(code);
      const text = `Vencido: ${unitText(70.87)} · ${bsText(354342)} · ${rateText(36.5)} · ${bsPerUnit()}`;
      expect(misformattedAmountsIn(text)).toEqual([]);
      expect(misformattedCell(inUnit('Monto'), '1.234,5000')).toBeNull();
      expect(misformattedCell(unitPriceLabel(), '36,5')).toBeNull();
    }
    expect(misformattedAmountsIn('Saldo 129.661,073 US$ y 35,43 US$, cuota 88,882€')).toEqual([
      '129.661,073 US$ (4 decimales)',
      '35,43 US$ (4 decimales)',
      '88,882€ (4 decimales)',
    ]);
    expect(misformattedAmountsIn('Pagado 1234,5000 €')).toEqual(['1234,5000 € (4 decimales)']);
    expect(misformattedCell('Monto (US$)', '35,43')).toBe('Monto (US$): 35,43 (4 decimales)');
    expect(misformattedCell('Saldo (€)', 'NaN')).toBe('Saldo (€): NaN (no es un monto)');
  });
});
