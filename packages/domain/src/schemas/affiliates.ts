import { z } from 'zod';
import { messages } from '../messages';
import { MEASURE_DECIMALS } from '../constants';
import { affiliateStatuses, genders, serviceTypes, vehicleBrands, vehicleTypes } from './enums';
import {
  adultBirthdateField,
  choiceField,
  dniField,
  nameField,
  phoneField,
  recordEmailField,
  referenceField,
  requiredText,
  rifField,
  vehicleYearField,
} from './fields';
import { amountNumber, atMostDecimals, isoDateTime, lineFilter, listQuery } from './common';
import { organizationOption } from './organizations';

/** A positive measure kept with two decimals (numeric(8,2)): more would be rounded away on storing. */
const positiveNumber = (max: number) =>
  amountNumber(messages.requiredDot)
    .positive({ error: messages.onlyPositive })
    .max(max)
    .check(atMostDecimals(MEASURE_DECIMALS));

/** The affiliate form ('Datos Personales' and 'Datos Del Vehículo'): every field required. */
export const affiliateBody = z.object({
  // Datos Personales
  firstNames: nameField(3, 30),
  lastNames: nameField(3, 30),
  dni: dniField,
  rif: rifField(),
  email: recordEmailField,
  phoneNumber: phoneField,
  homeAddress: requiredText(300),
  birthdate: adultBirthdateField,
  gender: choiceField(genders),
  municipality: requiredText(100),
  organization: referenceField(),
  status: choiceField(affiliateStatuses),
  // Datos Del Vehículo
  typeService: choiceField(serviceTypes),
  vehicleType: choiceField(vehicleTypes),
  vehicleBrand: choiceField(vehicleBrands),
  vehicleModel: requiredText(60),
  vehicleYear: vehicleYearField,
  vehiclePlate: requiredText(12),
  vehicleColor: requiredText(30).min(2, { error: 'El mínimo de caracteres es de 2' }),
  vehicleBodySerialNumber: requiredText(40),
  vehicleMotorSerialNumber: requiredText(40),
  vehicleTypeOil: requiredText(20),
  vehicleLtsOil: positiveNumber(100),
  vehicleBattery: requiredText(20),
  vehicleRubber: z
    .number({ error: messages.requiredDot })
    .int({ error: 'Debe ser un número entero.' })
    .min(1, { error: messages.onlyPositive })
    .max(30),
});
export type AffiliateBody = z.infer<typeof affiliateBody>;

export const affiliate = affiliateBody.omit({ organization: true }).extend({
  id: z.number().int(),
  organization: organizationOption,
  /** Date only, for the edit form (the spec's spelling). */
  birthdateWhitOutFormated: z.string(),
  created: isoDateTime,
});
export type Affiliate = z.infer<typeof affiliate>;

export const affiliatesQuery = listQuery('affiliates').extend({
  ...lineFilter,
  dni: z.string().trim().max(15, { error: 'La cédula no es válida' }).optional(),
  status: z.enum(affiliateStatuses, { error: 'Estado inválido.' }).optional(),
  /** For selectors: cédula prefix or part of the names. */
  search: z.string().trim().max(60).optional(),
  /** Only affiliates that have no carrier account yet (the carrier form's picker). */
  withoutAccount: z.enum(['true', 'false']).optional(),
});
export type AffiliatesQuery = z.infer<typeof affiliatesQuery>;
