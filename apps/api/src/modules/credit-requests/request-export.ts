import type { CreditRequest } from '@app/domain';
import { col, unitCol } from '../../lib/exports/columns';

/** The Solicitudes screen's columns: the Bs as the applicant typed them, the unit's amount stored at that day's rate. */
export const requestExportColumns = [
  col<CreditRequest>('Fecha', 'instant', (r) => r.created),
  col<CreditRequest>('Afiliado', 'text', (r) => `${r.affiliate.firstNames} ${r.affiliate.lastNames}`),
  col<CreditRequest>('Cédula', 'text', (r) => r.affiliate.dni),
  col<CreditRequest>('Correo', 'text', (r) => r.affiliate.email),
  col<CreditRequest>('Teléfono', 'text', (r) => r.affiliate.phoneNumber),
  col<CreditRequest>('Monto (Bs)', 'bs', (r) => r.amountBsRequested),
  unitCol<CreditRequest>('Monto', (r) => r.amount),
  col<CreditRequest>('Estado', 'text', (r) => r.status),
];
