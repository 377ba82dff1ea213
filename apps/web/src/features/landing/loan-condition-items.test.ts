import { businessDate, setReferenceUnit, type LoanConditions } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { conditionItems } from './loan-condition-items';

const conditions = (created: string): LoanConditions => ({
  rate: { amount: 40.5, created },
  interestPercent: 12.5,
  defaulterInterestPercent: 3,
  installment: { amountInPetro: 50, amountInBs: 2025 },
  daysPerInstallment: 30,
});

const rateBox = (created: string) => conditionItems({ status: 'ready', conditions: conditions(created) })[0]!;

afterEach(() => {
  setReferenceUnit('PTR');
});

describe("the landing's rate of the day", () => {
  it("is 'Tasa del día' when today's rate is registered", () => {
    expect(rateBox(new Date().toISOString())).toMatchObject({ term: 'Tasa del día', value: '1 ₽ = 40,5 Bs' });
  });

  it("says which day's rate it is while today has none yet", () => {
    const before = new Date(Date.now() - 2 * 86_400_000);
    const day = businessDate(before).split('-').reverse().join('/');
    expect(rateBox(before.toISOString())).toEqual({
      term: `Tasa vigente (del ${day})`,
      value: '1 ₽ = 40,5 Bs',
      note: `Registrada el ${day}`,
    });
  });

  it("keeps 'Tasa del día' while the figures load or without a rate", () => {
    expect(conditionItems({ status: 'loading' })[0]!.term).toBe('Tasa del día');
    expect(
      conditionItems({ status: 'ready', conditions: { ...conditions(''), rate: null } })[0],
    ).toMatchObject({ term: 'Tasa del día', value: 'Sin tasa registrada' });
  });

  it('is written in the unit the page says the cooperative counts in, as the installment is', () => {
    setReferenceUnit('USD');
    const [rate, , installment] = conditionItems({
      status: 'ready',
      conditions: conditions(new Date().toISOString()),
    });
    expect(rate!.value).toBe('1 US$ = 40,5 Bs');
    expect(installment!.value).toBe('50,0000 US$ · 2.025,00 Bs');
  });
});
