import { inUnit } from '@app/domain';

/**
 * What a cell holds and how a spreadsheet shows it: Bs with 2 decimals, the reference unit and rates with 4, a day
 * ('YYYY-MM-DD'), an instant (ISO, shown in the business time zone), a count, or text.
 */
export type CellKind = 'text' | 'int' | 'bs' | 'petro' | 'rate' | 'day' | 'instant';

export type CellValue = string | number | null | undefined;

/** One column of an exported list: its Spanish header, its kind, and its value for a row. */
export interface ExportColumn<T> {
  /** Read when a file is written, so a column of the reference unit names the unit in force then. */
  readonly header: string;
  kind: CellKind;
  value: (row: T) => CellValue;
}

/** A column, briefly: `col('Fecha', 'day', (p) => p.date)`; a header given as a function is written anew for each file. */
export const col = <T>(
  header: string | (() => string),
  kind: CellKind,
  value: ExportColumn<T>['value'],
): ExportColumn<T> => ({
  get header() {
    return typeof header === 'string' ? header : header();
  },
  kind,
  value,
});

/** Amounts in the reference unit, headed with its symbol when the file is written: 'Monto (US$)'. */
export const unitCol = <T>(label: string, value: ExportColumn<T>['value']): ExportColumn<T> =>
  col<T>(() => inUnit(label), 'petro', value);

/** A yes/no column as the screens write it. */
export const yesNo = (value: boolean): string => (value ? 'Sí' : 'No');
