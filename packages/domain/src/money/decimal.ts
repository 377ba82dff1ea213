import DecimalBase from 'decimal.js';

/** Decimal arithmetic for money: never binary floats. Half-up rounding, as the domain rules require. */
export const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = Decimal | string | number;
