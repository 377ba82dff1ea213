import { z } from 'zod';
import { organizationTypes } from './enums';
import { choiceField, optionalText, pastDateField, requiredText, rifField } from './fields';
import { isoDateTime, listQuery } from './common';

const optionalCount = z
  .number({ error: 'Debe ser un número entero.' })
  .int({ error: 'Debe ser un número entero.' })
  .min(0, { error: 'No puede ser negativo.' })
  .max(1_000_000)
  .nullish();

/** The organization form and its POST/PATCH body (spec section 5, "Organization"). */
export const organizationBody = z.object({
  name: requiredText(120),
  type: choiceField(organizationTypes),
  rif: rifField('VEJP'),
  fiscalAddress: requiredText(300),
  recordName: requiredText(200),
  recordDate: pastDateField(),
  modalityServices: requiredText(200),
  recordNumber: requiredText(50),
  recordVolume: requiredText(50),
  /** Shown as 'Folio'. */
  recordInvoice: requiredText(50),
  /** Shown as 'CPS'. */
  certificationServices: optionalText(100),
  code: optionalText(50),
  numberAssociates: optionalCount,
  numberAffiliates: optionalCount,
});
export type OrganizationBody = z.infer<typeof organizationBody>;

export const organization = organizationBody.extend({
  id: z.number().int(),
  certificationServices: z.string().nullable(),
  code: z.string().nullable(),
  numberAssociates: z.number().int().nullable(),
  numberAffiliates: z.number().int().nullable(),
  created: isoDateTime,
});
export type Organization = z.infer<typeof organization>;

export const organizationOption = z.object({ id: z.number().int(), name: z.string() });
export type OrganizationOption = z.infer<typeof organizationOption>;

export const organizationsQuery = listQuery('organizations').extend({
  name: z.string().trim().max(120).optional(),
});
export type OrganizationsQuery = z.infer<typeof organizationsQuery>;
