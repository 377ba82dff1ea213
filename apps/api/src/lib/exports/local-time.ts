import { getBusinessTimeZone } from '@app/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant's calendar day and 'HH:MM' on the wall clock of the business time zone. */
export function localParts(instant: Date): { day: string; time: string; seconds: number } {
  const zone = getBusinessTimeZone();
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  const p = Object.fromEntries(format.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    seconds: Number(p.hour) * 3600 + Number(p.minute) * 60 + Number(p.second),
  };
}
