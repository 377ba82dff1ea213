import { formatRate, unitSymbol } from '@app/domain';

/** A rate as the statement and the receipt state it, in the unit in force when written: '40 Bs por US$'. */
export const bsPerUnit = (rate: number): string => `${formatRate(rate)} Bs por ${unitSymbol()}`;
