import { terms, type Payment } from '@app/domain';
import { col, unitCol } from '../../lib/exports/columns';

export const paymentExportColumns = [
  col<Payment>('Transportista', 'text', (p) => `${p.carrier.firstNames} ${p.carrier.lastNames}`),
  col<Payment>('Cédula', 'text', (p) => p.carrier.dni),
  unitCol<Payment>('Monto', (p) => p.amountInPetro),
  col<Payment>('Monto (Bs)', 'bs', (p) => p.amountInBs),
  col<Payment>(terms.reference, 'text', (p) => p.voucherCode),
  col<Payment>('Fecha', 'day', (p) => p.date),
  col<Payment>('Estado', 'text', (p) => p.status),
];
