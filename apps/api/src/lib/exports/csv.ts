import { Decimal } from '@app/domain';
import type { CellKind, CellValue } from './columns';
import { localParts } from './local-time';

const DECIMALS: Partial<Record<CellKind, number>> = { bs: 2, petro: 4, rate: 4 };

/** 'YYYY-MM-DD' → 'dd/mm/yyyy'. */
const day = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/**
 * A text cell: quoted when it holds the separator, a quote or a line break; and a leading
 * apostrophe when it starts like a formula (=, +, -, @), so a name typed on the public form cannot
 * run in the spreadsheet of the administrator who opens the file (CSV injection).
 */
function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One cell as a Venezuelan Excel reads it: decimal comma, no thousands separator, dd/mm/yyyy. */
export function csvCell(kind: CellKind, value: CellValue): string {
  if (value === null || value === undefined || value === '') return '';
  const decimals = DECIMALS[kind];
  if (decimals !== undefined) return new Decimal(value).toFixed(decimals).replace('.', ',');
  if (kind === 'int') return String(value);
  if (kind === 'day') return day(String(value));
  if (kind === 'instant') {
    const t = localParts(new Date(String(value)));
    return `${day(t.day)} ${t.time}`;
  }
  return text(String(value));
}

/** A line of cells, `;`-separated, CRLF-ended (what Excel writes). */
export const csvLine = (cells: string[]): string => `${cells.join(';')}\r\n`;

/** The byte-order mark: without it Excel reads UTF-8 as Windows-1252 ('CÃ©dula'). */
export const CSV_BOM = '\uFEFF';
