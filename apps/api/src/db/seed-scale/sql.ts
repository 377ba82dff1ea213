// SQL building blocks of the scale seed: deterministic hashes, picks from word lists, business days.

/** One statement at a time; numbers come back as strings, bigints or numbers. */
export interface SqlRunner {
  query(sql: string): Promise<{ rows: Record<string, unknown>[]; affected: number }>;
}

/** Three years of history, in days: day 0 is the first, day DAYS is the anchor ("today"). */
export const DAYS = 1095;

export const lit = (text: string): string => `'${text.replaceAll("'", "''")}'`;

export const textArray = (list: readonly string[]): string => `array[${list.map(lit).join(', ')}]::text[]`;

/**
 * A non-negative bigint derived from an integer key and a salt. Every "random" value of the seed
 * comes from one of these (never random()), so the same arguments always give the same data.
 */
export const h = (key: string, salt: number): string =>
  `(hashint8extended((${key})::bigint, ${salt}) & 9223372036854775807)`;

/** The same as a float in [0, 1): an integer over a power of two, exact on every platform. */
export const u = (key: string, salt: number): string =>
  `((hashint8extended((${key})::bigint, ${salt}) & 2147483647)::float8 / 2147483648)`;

/** An integer in [low, high]. */
export const between = (low: number, high: number, key: string, salt: number): string =>
  `(${low} + ${h(key, salt)} % ${high - low + 1})::int`;

/** One element of a word list. */
export const pick = (list: readonly string[], key: string, salt: number): string =>
  `(${textArray(list)})[(1 + ${h(key, salt)} % ${list.length})::int]`;

/** Day numbers (0 … DAYS) as dates and as instants of the business time zone. */
export class Calendar {
  constructor(
    /** 'YYYY-MM-DD' of day 0. */
    readonly start: string,
    readonly timeZone: string,
  ) {}

  /** The date of day `t`. */
  day(t: string): string {
    return `(date '${this.start}' + (${t})::int)`;
  }

  /** The instant `seconds` after midnight of day `t`, in the business time zone. */
  at(t: string, seconds: string): string {
    return `((date '${this.start}' + (${t})::int)::timestamp + (${seconds}) * interval '1 second') at time zone ${lit(this.timeZone)}`;
  }
}

/**
 * The rate in force at `seconds` of a day, given that day's row of seed_days (alias `d`): the
 * previous day's last rate before the morning one is registered, the afternoon one once it is.
 */
export const rateAt = (d: string, seconds: string): string =>
  `case when ${seconds} < ${d}.open_sec then ${d}.prev_close
        when ${d}.close_sec is not null and ${seconds} >= ${d}.close_sec then ${d}.close_rate
        else ${d}.open_rate end`;

/** A value that changed on given days: the newest one whose day passes `test`. */
export function stepCase(
  steps: readonly { day: number; value: string }[],
  test: (day: number) => string,
): string {
  const newestFirst = [...steps].sort((a, b) => b.day - a.day);
  const oldest = newestFirst.pop()!;
  const whens = newestFirst.map((s) => `when ${test(s.day)} then ${s.value}`).join(' ');
  return whens ? `(case ${whens} else ${oldest.value} end)` : oldest.value;
}
