import { auditEntityLabels } from '../audit-kinds';
import { NO_VALUE, formatDateTime, formatDay } from '../format';
import type { AuditEntry, AuditSnapshot } from '../schemas/audit';
import { fieldLabel } from './audit-field-labels';

/** The flag a snapshot carries instead of the password: shown as 'Contraseña: cambiada', never a value. */
const PASSWORD_CHANGED = 'passwordChanged';

/** How many changed fields the list's summary names before it counts the rest. */
const NAMED_IN_SUMMARY = 3;

/** The longest record name the summary shows whole. */
const SUMMARY_NAME_LENGTH = 60;

/** One field of an entry, as the detail shows it: its label and each side's text. */
export interface AuditField {
  key: string;
  label: string;
  before: string;
  after: string;
  /** True when an entry with both sides holds a different value after. */
  changed: boolean;
}

// No grouping: a year (2026) or an id must not read '2.026'; the decimal comma as users write it.
const numberFormat = new Intl.NumberFormat('es-VE', { maximumFractionDigits: 8, useGrouping: false });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A snapshot value as text: dates as dd/mm/yyyy, booleans as Sí/No, nested objects as compact JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return numberFormat.format(value);
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDay(value);
    if (DATE_TIME.test(value)) return formatDateTime(value) || value;
    return value;
  }
  return JSON.stringify(value) ?? String(value);
}

/** JSON with object keys sorted: two snapshots listing the same fields in another order are equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const passwordText = (value: unknown) => (value === true ? 'cambiada' : NO_VALUE);

/**
 * Every field either side names, in the order the record lists them (before's, then any new one
 * after's), each with both sides as text. The password flag is shown only when it is set.
 */
export function auditFields({
  entity,
  before,
  after,
}: Pick<AuditEntry, 'entity' | 'before' | 'after'>): AuditField[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const both = !!before && !!after;
  return keys.flatMap((key): AuditField[] => {
    const old = before?.[key];
    const now = after?.[key];
    if (key === PASSWORD_CHANGED) {
      if (old !== true && now !== true) return [];
      return [
        {
          key,
          label: fieldLabel(entity, key),
          before: passwordText(old),
          after: passwordText(now),
          changed: both && now === true,
        },
      ];
    }
    return [
      {
        key,
        label: fieldLabel(entity, key),
        before: formatAuditValue(old),
        after: formatAuditValue(now),
        changed: both && canonical(old) !== canonical(now),
      },
    ];
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The words that name a record: its name, a person's names, an income's reason, a payment's code… */
function nameIn(snapshot: AuditSnapshot): string {
  const person = [text(snapshot.firstNames), text(snapshot.lastNames)].filter(Boolean).join(' ');
  return (
    text(snapshot.name) ||
    person ||
    text(snapshot.reasonForAdmission) ||
    text(snapshot.voucherCode) ||
    text(snapshot.email) ||
    text(snapshot.dni)
  );
}

/** A record's name, looking also in the affiliate or carrier it embeds (a carrier is its affiliate's names). */
export function recordName(snapshot: AuditSnapshot | null): string {
  if (!snapshot) return '';
  const own = nameIn(snapshot);
  if (own) return own;
  for (const nested of [snapshot.affiliate, snapshot.carrier]) {
    if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
      const name = nameIn(nested as AuditSnapshot);
      if (name) return name;
    }
  }
  return '';
}

const shorten = (name: string) =>
  name.length > SUMMARY_NAME_LENGTH ? `${name.slice(0, SUMMARY_NAME_LENGTH - 1).trimEnd()}…` : name;

/**
 * The list's 'Cambios' cell: for an entry with both sides (an edit, a decision) the names of the
 * fields that changed; for a creation or a deletion the record's name; '—' when there is neither.
 */
export function auditSummary(entry: Pick<AuditEntry, 'entity' | 'before' | 'after'>): string {
  // An export: the file's format and the filters it was asked with ('Excel · status: Por revisar').
  const format = entry.after?.format;
  if (!entry.before && (format === 'csv' || format === 'xlsx')) {
    const filters = Object.entries(entry.after!).filter(([k]) => !['format', 'sort', 'order'].includes(k));
    return [format === 'xlsx' ? 'Excel' : 'CSV', ...filters.map(([k, v]) => `${k}: ${String(v)}`)].join(
      ' · ',
    );
  }
  if (entry.before && entry.after) {
    const changed = auditFields(entry)
      .filter((field) => field.changed)
      .map((field) => field.label);
    if (!changed.length) return NO_VALUE;
    if (changed.length <= NAMED_IN_SUMMARY) return changed.join(', ');
    return `${changed.slice(0, NAMED_IN_SUMMARY).join(', ')} y ${changed.length - NAMED_IN_SUMMARY} más`;
  }
  return shorten(recordName(entry.after ?? entry.before)) || NO_VALUE;
}

/** Which record an entry is about: its kind and number ('Pago #12'); the kind alone when it has none. */
export const recordLabel = ({ entity, entityId }: Pick<AuditEntry, 'entity' | 'entityId'>): string =>
  entityId === null ? auditEntityLabels[entity] : `${auditEntityLabels[entity]} #${entityId}`;
