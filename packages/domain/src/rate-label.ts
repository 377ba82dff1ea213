import { formatDay } from './format';
import { businessDate } from './time/business-day';

/**
 * What a screen or a PDF calls "the day's rate" ('Tasa del día', 'Tasa de hoy', 'Tasa del 27/11/2026'),
 * said right: that label while the rate was registered on `day` (a business day; today by default),
 * else which day's rate it is: 'Tasa vigente (del 26/11/2026)'. After midnight the newest rate is the
 * previous day's until an administrator registers one, and must not read as the day's.
 */
export function rateLabel(label: string, registered: string | Date, day: string = businessDate()): string {
  const registeredOn = businessDate(typeof registered === 'string' ? new Date(registered) : registered);
  return registeredOn < day ? `Tasa vigente (del ${formatDay(registeredOn)})` : label;
}
