import type { Expense, Fund, Income } from '@app/domain';
import { col, unitCol, yesNo } from '../../lib/exports/columns';

const NOT_APPLICABLE = 'No aplica';

export const incomeExportColumns = [
  col<Income>('Fecha', 'day', (i) => i.date),
  col<Income>('Cédula', 'text', (i) => i.carrier?.dni ?? NOT_APPLICABLE),
  col<Income>('Motivo', 'text', (i) => i.reasonForAdmission),
  unitCol<Income>('Monto', (i) => i.incomeAmount),
  col<Income>('Monto (Bs)', 'bs', (i) => i.incomeAmountBs),
  col<Income>('Fondo', 'text', (i) => yesNo(i.isFund)),
  col<Income>('Crédito', 'text', (i) => yesNo(i.isCredit)),
];

export const expenseExportColumns = [
  col<Expense>('Transportista', 'text', (e) =>
    e.carrier ? `${e.carrier.firstNames} ${e.carrier.lastNames}` : NOT_APPLICABLE,
  ),
  col<Expense>('Cédula', 'text', (e) => e.carrier?.dni ?? NOT_APPLICABLE),
  col<Expense>('Fecha', 'day', (e) => e.date),
  col<Expense>('Motivo', 'text', (e) => e.reasonForAdmission),
  unitCol<Expense>('Monto', (e) => e.incomeAmountInPetro),
  col<Expense>('Monto (Bs)', 'bs', (e) => e.incomeAmountInBs),
];

export const fundExportColumns = [
  col<Fund>('Responsable', 'text', (f) => `${f.responsible.firstNames} ${f.responsible.lastNames}`),
  col<Fund>('Origen', 'text', (f) => f.origin),
  unitCol<Fund>('Monto', (f) => f.ingress.incomeAmount),
  col<Fund>('Monto (Bs)', 'bs', (f) => f.ingress.incomeAmountBs),
  col<Fund>('Motivo', 'text', (f) => f.ingress.reasonForAdmission),
  col<Fund>('Fecha', 'day', (f) => f.ingress.date),
];
