import { z } from 'zod';
import { strongPasswordField } from './auth';
import { referenceField } from './fields';
import { isoDateTime, lineFilter, listQuery } from './common';
import { organizationOption } from './organizations';

/**
 * Creating a carrier account: the affiliate it belongs to and a password. The form also shows the
 * affiliate's dni and names read-only; the server takes them from the affiliate, never the body.
 */
export const createCarrierBody = z.object({
  affiliate: referenceField(),
  password: strongPasswordField,
  firstNames: z.string().optional(),
  lastNames: z.string().optional(),
  dni: z.string().optional(),
});
export type CreateCarrierBody = z.infer<typeof createCarrierBody>;

/** Editing a carrier account changes its password. */
export const updateCarrierBody = z.object({
  password: strongPasswordField,
  firstNames: z.string().optional(),
  lastNames: z.string().optional(),
  dni: z.string().optional(),
  affiliate: z.number().optional(),
});
export type UpdateCarrierBody = z.infer<typeof updateCarrierBody>;

export const carrier = z.object({
  id: z.number().int(),
  created: isoDateTime,
  affiliate: z.object({
    id: z.number().int(),
    firstNames: z.string(),
    lastNames: z.string(),
    dni: z.string(),
    email: z.string(),
    organization: organizationOption,
    vehicleType: z.string(),
    vehicleBrand: z.string(),
    vehicleModel: z.string(),
    vehicleYear: z.number().int(),
    vehiclePlate: z.string(),
    vehicleColor: z.string(),
  }),
});
export type Carrier = z.infer<typeof carrier>;

export const carriersQuery = listQuery('carriers').extend({
  ...lineFilter,
  dni: z.string().trim().max(15, { error: 'La cédula no es válida' }).optional(),
  /** For selectors: cédula prefix or part of the names. */
  search: z.string().trim().max(60).optional(),
});
export type CarriersQuery = z.infer<typeof carriersQuery>;

/** What a delete answers: the toast text, and whether the record was removed or retired. */
export const deleteResult = z.object({
  message: z.string(),
  outcome: z.enum(['deleted', 'retired']),
});
export type DeleteResult = z.infer<typeof deleteResult>;
