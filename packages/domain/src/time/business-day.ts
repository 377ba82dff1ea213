/** The business time zone (domain rules): "today", "not after today" and due dates use it. */
export const DEFAULT_TIME_ZONE = 'America/Caracas';
let businessTimeZone = DEFAULT_TIME_ZONE;
let unchecked: string | undefined;

/**
 * The server sets APP_TIMEZONE here at start; a browser sets the zone its page names `lazily`: checked
 * on first use (a phone's first zone formatter loads ICU's zone data, ~60 ms at 4× CPU: not in the start).
 */
export function setBusinessTimeZone(timeZone: string, lazily = false): void {
  unchecked = lazily ? timeZone : undefined;
  if (!lazily) {
    dayFormat(timeZone); // throws on an unknown zone
    businessTimeZone = timeZone;
  }
}

/** The zone in use: one set lazily that the engine does not know leaves the default. */
export function getBusinessTimeZone(): string {
  if (unchecked !== undefined) {
    try {
      setBusinessTimeZone(unchecked);
    } catch {
      unchecked = undefined; // An engine without this zone's data: the default is the closest guess left.
    }
  }
  return businessTimeZone;
}

// Building a formatter costs ~30 µs (2 % of a loans page's CPU): one per zone, reused.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** A calendar date 'YYYY-MM-DD' as seen in the business time zone at `instant`. */
export function businessDate(instant: Date = new Date(), timeZone = getBusinessTimeZone()): string {
  return dayFormat(timeZone).format(instant);
}

export const businessYear = (instant: Date = new Date()): number => Number(businessDate(instant).slice(0, 4));

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Whether someone born on `birthdate` is at least `years` old on `today` (both 'YYYY-MM-DD'), by
 * exact date: the birthday itself counts; a 29 February birthday comes of age on 1 March.
 */
export function isAtLeastYearsOld(birthdate: string, today: string, years: number): boolean {
  const y = Number(birthdate.slice(0, 4)) + years;
  return `${String(y).padStart(4, '0')}${birthdate.slice(4)}` <= today;
}
