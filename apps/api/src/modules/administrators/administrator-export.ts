import type { Administrator } from '@app/domain';
import { col } from '../../lib/exports/columns';

export const administratorExportColumns = [
  col<Administrator>('Nombres', 'text', (a) => a.firstNames),
  col<Administrator>('Apellidos', 'text', (a) => a.lastNames),
  col<Administrator>('Cédula', 'text', (a) => a.dni),
  col<Administrator>('Correo', 'text', (a) => a.email),
  col<Administrator>('Teléfono', 'text', (a) => a.phoneNumber),
];
