import type { AffiliateLookup } from '@app/domain';

type FilledField = { name: Exclude<keyof AffiliateLookup, 'affiliateId' | 'dni'>; label: string };

/**
 * The application's read-only fields (spec section 3), filled from the affiliate found by cédula.
 * Plain data: the landing's light stand-in draws the same boxes before the real form loads.
 */
export const applicationSections: { title: string; fields: FilledField[] }[] = [
  {
    title: 'Datos personales',
    fields: [
      { name: 'firstNames', label: 'Nombres' },
      { name: 'lastNames', label: 'Apellidos' },
      { name: 'rif', label: 'RIF' },
      { name: 'phoneNumber', label: 'Teléfono' },
      { name: 'email', label: 'Correo' },
      { name: 'birthdate', label: 'Fecha de nacimiento' },
      { name: 'homeAddress', label: 'Dirección de habitación' },
      { name: 'assignedLine', label: 'Línea' },
    ],
  },
  {
    title: 'Datos del vehículo',
    fields: [
      { name: 'typeService', label: 'Tipo de servicio' },
      { name: 'vehicleType', label: 'Tipo de vehículo' },
      { name: 'vehicleBrand', label: 'Marca' },
      { name: 'vehicleModel', label: 'Modelo' },
      { name: 'vehicleYear', label: 'Año' },
      { name: 'vehicleColor', label: 'Color' },
    ],
  },
];

/** The two fields the applicant types, and the button: shared with the stand-in so nothing changes on swap. */
export const applicationTexts = {
  dni: 'Cédula',
  dniHint: 'Al escribir tu cédula se completan tus datos de afiliado.',
  amount: 'Monto (Bs)',
  submit: 'Enviar solicitud',
};
