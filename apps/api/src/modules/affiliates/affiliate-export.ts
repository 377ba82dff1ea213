import type { Affiliate } from '@app/domain';
import { col } from '../../lib/exports/columns';

export const affiliateExportColumns = [
  col<Affiliate>('Nombres', 'text', (a) => a.firstNames),
  col<Affiliate>('Apellidos', 'text', (a) => a.lastNames),
  col<Affiliate>('Cédula', 'text', (a) => a.dni),
  col<Affiliate>('RIF', 'text', (a) => a.rif),
  col<Affiliate>('Correo', 'text', (a) => a.email),
  col<Affiliate>('Teléfono', 'text', (a) => a.phoneNumber),
  col<Affiliate>('Organización', 'text', (a) => a.organization.name),
  col<Affiliate>('Servicio', 'text', (a) => a.typeService),
  col<Affiliate>('Tipo de vehículo', 'text', (a) => a.vehicleType),
  col<Affiliate>('Marca', 'text', (a) => a.vehicleBrand),
  col<Affiliate>('Modelo', 'text', (a) => a.vehicleModel),
  col<Affiliate>('Año', 'int', (a) => a.vehicleYear),
  col<Affiliate>('Placa', 'text', (a) => a.vehiclePlate),
  col<Affiliate>('Color', 'text', (a) => a.vehicleColor),
  col<Affiliate>('Estado', 'text', (a) => a.status),
];
