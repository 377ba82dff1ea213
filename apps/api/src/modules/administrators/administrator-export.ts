import type { AdministratorRecord } from './service';
import { col } from '../../lib/exports/columns';

export const administratorExportColumns = [
  col<AdministratorRecord>('Nombres', 'text', (a) => a.firstNames),
  col<AdministratorRecord>('Apellidos', 'text', (a) => a.lastNames),
  col<AdministratorRecord>('Cédula', 'text', (a) => a.dni),
  col<AdministratorRecord>('Correo', 'text', (a) => a.email),
  col<AdministratorRecord>('Teléfono', 'text', (a) => a.phoneNumber),
];
