import { enteredBsAt, toJsonNumber, type CreditRequest } from '@app/domain';
import { col } from '../../lib/exports/columns';

export const requestExportColumns = [
  col<CreditRequest>('Fecha', 'instant', (r) => r.created),
  col<CreditRequest>('Afiliado', 'text', (r) => `${r.affiliate.firstNames} ${r.affiliate.lastNames}`),
  col<CreditRequest>('Cédula', 'text', (r) => r.affiliate.dni),
  col<CreditRequest>('Correo', 'text', (r) => r.affiliate.email),
  col<CreditRequest>('Teléfono', 'text', (r) => r.affiliate.phoneNumber),
  col<CreditRequest>('Monto (₽)', 'petro', (r) => r.amount),
  // As the screen: the Bs typed, at today's rate (exactly as typed while the rate has not moved).
  col<CreditRequest>('Monto (Bs)', 'bs', (r, { rate }) =>
    rate ? toJsonNumber(enteredBsAt({ bs: r.amountBsRequested, rate: r.rate }, rate)) : null,
  ),
  col<CreditRequest>('Estado', 'text', (r) => r.status),
];
