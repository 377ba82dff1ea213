import { formatBs, formatPetro } from '@app/domain';

type Amount = { toString(): string } | string | number;

/** ₽ as the documents print it: '1.234,5 ₽'. */
export const petroText = (v: Amount): string => `${formatPetro(Number(v.toString()))} ₽`;
/** Bs as the documents print it: '1.234,50 Bs'. */
export const bsText = (v: Amount): string => `${formatBs(Number(v.toString()))} Bs`;
