import { businessDate, formatDateTime, formatDay } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { RateInUse } from './rate-in-use';

async function shown(price: { amount: number; created: string }, day?: string) {
  const { container } = await renderInApp(<RateInUse price={{ id: 1, ...price }} day={day} />);
  return container.querySelector('[data-rate-in-use]')?.textContent;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('the rate a form converts at', () => {
  it("is 'Tasa vigente' or the day's while it was registered that day", async () => {
    const now = new Date().toISOString();
    expect(await shown({ amount: 40.5, created: now })).toBe(
      `Tasa vigente: 1 ₽ = 40,5 Bs (registrada el ${formatDateTime(now)})`,
    );
    const today = businessDate();
    expect(await shown({ amount: 40.5, created: now }, today)).toMatch(
      new RegExp(`^Tasa del ${formatDay(today)}: 1 ₽ = 40,5 Bs`),
    );
  });

  it("says which day's rate it is when the day has none of its own", async () => {
    const before = daysAgo(2);
    const registeredOn = formatDay(businessDate(before));
    expect(await shown({ amount: 40.5, created: before.toISOString() })).toMatch(
      new RegExp(`^Tasa vigente \\(del ${registeredOn}\\): 1 ₽ = 40,5 Bs \\(registrada el `),
    );
    expect(await shown({ amount: 40.5, created: before.toISOString() }, businessDate(daysAgo(1)))).toMatch(
      new RegExp(`^Tasa vigente \\(del ${registeredOn}\\): 1 ₽ = 40,5 Bs`),
    );
  });
});
