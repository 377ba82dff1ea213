import { BS_DECIMALS, PETRO_DECIMALS, UNITS, unitWords } from '@app/domain';

const UNIT_CHOICES = Object.values(UNITS)
  .map((unit) => unitWords(unit))
  .join(', ');

/**
 * The OpenAPI document's description (issue 29): fields keep the spec's names, a contract with
 * clients, so it says once that "petro" in a name stands for whatever unit the cooperative chose.
 */
export const API_DESCRIPTION = [
  '"Petro" en el nombre de un campo (amountInPetro, amountPetro, payoffPetro, totalPetro, …) o de una',
  `cabecera (X-Total-Petro) significa la unidad de referencia que eligió la cooperativa: ${UNIT_CHOICES}.`,
  'GET /api/settings/currency dice cuál está en uso.',
  `Los montos en esa unidad llevan ${PETRO_DECIMALS} decimales; los montos en bolívares (Bs), ${BS_DECIMALS}.`,
].join(' ');
