import { affiliates, carriers } from '../../db/schema';

/** Who a row is about, as the lists show it (name and cédula), for a select joining carriers to affiliates. */
export const carrierPersonColumns = {
  id: carriers.id,
  firstNames: affiliates.firstNames,
  lastNames: affiliates.lastNames,
  dni: affiliates.dni,
};
