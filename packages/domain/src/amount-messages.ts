import { MAX_AMOUNT } from './constants';
import { unitSymbol } from './units/reference-unit';

/**
 * What amount fields say about the text typed in them (domain rules: Venezuelan notation, echoed,
 * never guessed). A module apart from messages.ts: the bundler keeps a module's exports together,
 * and messages.ts is in the landing's first load, which has no room for texts it never shows.
 */
export const amountMessages = {
  unreadable: 'Monto inválido: escriba 95.000,50 (punto para miles, coma para decimales).',
  tooManyDecimals: (decimals: number) =>
    decimals === 0
      ? 'No se permiten decimales.'
      : `Máximo ${decimals} ${decimals === 1 ? 'decimal' : 'decimales'}.`,
  tooLarge: `El monto máximo permitido es ${MAX_AMOUNT.toLocaleString('es-VE')}.`,
  /** The value a field read, as it will be registered. */
  echo: {
    bs: (amount: string) => `Se registrará: ${amount} Bs`,
    rate: (amount: string) => `Se registrará: 1 ${unitSymbol()} = ${amount} Bs`,
    percent: (amount: string) => `Se registrará: ${amount} %`,
  },
} as const;
