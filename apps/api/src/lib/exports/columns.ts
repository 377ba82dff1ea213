/**
 * What a cell holds and how a spreadsheet shows it: Bs with 2 decimals, ₽ and rates with 4, a day
 * ('YYYY-MM-DD'), an instant (ISO, shown in the business time zone), a count, or text.
 */
export type CellKind = 'text' | 'int' | 'bs' | 'petro' | 'rate' | 'day' | 'instant';

export type CellValue = string | number | null | undefined;

/** One column of an exported list: its Spanish header, its kind, and its value for a row. */
export interface ExportColumn<T> {
  header: string;
  kind: CellKind;
  value: (row: T) => CellValue;
}

/** A column, briefly: `col('Fecha', 'day', (p) => p.date)`. */
export const col = <T>(header: string, kind: CellKind, value: ExportColumn<T>['value']): ExportColumn<T> => ({
  header,
  kind,
  value,
});

/** A yes/no column as the screens write it. */
export const yesNo = (value: boolean): string => (value ? 'Sí' : 'No');
