import type { Carrier } from '@app/domain';
import { col } from '../../lib/exports/columns';

/** Transportistas; the screen's masked password column carries nothing, so the file leaves it out. */
export const carrierExportColumns = [
  col<Carrier>('Usuario', 'text', (c) => `${c.affiliate.firstNames} ${c.affiliate.lastNames}`),
  col<Carrier>('Cédula', 'text', (c) => c.affiliate.dni),
  col<Carrier>('Correo', 'text', (c) => c.affiliate.email),
  col<Carrier>('Línea', 'text', (c) => c.affiliate.organization.name),
  col<Carrier>('Tipo de vehículo', 'text', (c) => c.affiliate.vehicleType),
  col<Carrier>('Marca', 'text', (c) => c.affiliate.vehicleBrand),
  col<Carrier>('Modelo', 'text', (c) => c.affiliate.vehicleModel),
  col<Carrier>('Año', 'int', (c) => c.affiliate.vehicleYear),
  col<Carrier>('Placa', 'text', (c) => c.affiliate.vehiclePlate),
  col<Carrier>('Color', 'text', (c) => c.affiliate.vehicleColor),
];
