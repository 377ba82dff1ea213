/** Page sizes every list uses; kept apart from the schemas so the web can import them without zod. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The largest amount accepted anywhere: keeps every value exact in a JSON number and in numeric(20,x). */
export const MAX_AMOUNT = 1_000_000_000_000;

/** Stored precision of each kind of amount (domain rules: ₽ 4 decimals, Bs 2; a rate is Bs per ₽). */
export const PETRO_DECIMALS = 4;
export const BS_DECIMALS = 2;
export const RATE_DECIMALS = 4;
/** An interest rate in percent, and a measure such as liters of oil (numeric(8,2)). */
export const PERCENT_DECIMALS = 2;
export const MEASURE_DECIMALS = 2;
/** Decimals a unit factor may carry: enough for any published cross rate, few enough to keep amounts exact to compute. */
export const UNIT_FACTOR_DECIMALS = 10;

/** The largest record id: ids are PostgreSQL integers (32 bits); a larger one names nothing. */
export const MAX_ID = 2_147_483_647;
