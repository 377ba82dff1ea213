import type { AuditEntry } from '../schemas/audit';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format';
import { auditFields, auditSummary, formatAuditValue, recordLabel } from './audit-changes';

type Sides = Pick<AuditEntry, 'entity' | 'before' | 'after'>;

const administrator = {
  id: 4,
  type: 'Administrator',
  firstNames: 'Ana',
  lastNames: 'Pérez',
  dni: '12345678',
  email: 'ana@example.com',
  phoneNumber: '04141234567',
  created: '2026-11-01T14:00:00.000Z',
};

describe('an audit entry’s fields', () => {
  it('pairs each field of an edit before and after, and marks those that differ', () => {
    const edit: Sides = {
      entity: 'administrator',
      before: { email: 'ana@example.com', phoneNumber: '04141234567', firstNames: 'Ana' },
      after: { email: 'ana.perez@example.com', phoneNumber: '04141234567', firstNames: 'Ana' },
    };
    expect(auditFields(edit)).toEqual([
      {
        key: 'email',
        label: 'Correo',
        before: 'ana@example.com',
        after: 'ana.perez@example.com',
        changed: true,
      },
      { key: 'phoneNumber', label: 'Teléfono', before: '04141234567', after: '04141234567', changed: false },
      { key: 'firstNames', label: 'Nombres', before: 'Ana', after: 'Ana', changed: false },
    ]);
  });

  it('counts a field present on one side only as changed, listed after the fields before had', () => {
    const fields = auditFields({ entity: 'income', before: { origin: 'Caja' }, after: { isFund: true } });
    expect(fields.map((f) => [f.label, f.before, f.after, f.changed])).toEqual([
      ['Origen', 'Caja', '—', true],
      ['Fondo', '—', 'Sí', true],
    ]);
  });

  it('compares nested objects by content, whatever the order of their keys', () => {
    const fields = auditFields({
      entity: 'income',
      before: { responsible: { firstNames: 'Luis', lastNames: 'Mora' } },
      after: { responsible: { lastNames: 'Mora', firstNames: 'Luis' } },
    });
    expect(fields[0]).toMatchObject({ changed: false, before: '{"firstNames":"Luis","lastNames":"Mora"}' });
  });

  it('shows a changed password as "Contraseña: cambiada", never a value', () => {
    const fields = auditFields({ entity: 'carrier', before: {}, after: { passwordChanged: true } });
    expect(fields).toEqual([
      { key: 'passwordChanged', label: 'Contraseña', before: '—', after: 'cambiada', changed: true },
    ]);
    // An unset flag is no field at all.
    expect(
      auditFields({ entity: 'carrier', before: { email: 'a@b.c' }, after: { passwordChanged: false } }),
    ).toEqual([expect.objectContaining({ key: 'email' })]);
  });

  it('marks nothing changed for a creation or a deletion: there is one side only', () => {
    expect(
      auditFields({ entity: 'administrator', before: null, after: administrator }).some((f) => f.changed),
    ).toBe(false);
    expect(auditFields({ entity: 'administrator', before: administrator, after: null })[1]).toEqual({
      key: 'type',
      label: 'Tipo',
      before: 'Administrator',
      after: '—',
      changed: false,
    });
  });

  it('names a common field by what it means for the kind of record', () => {
    const label = (entity: AuditEntry['entity']) =>
      auditFields({ entity, before: null, after: { amount: 5 } })[0]?.label;
    expect(label('interest')).toBe('Interés (%)');
    expect(label('price')).toBe('Precio del petro (Bs)');
    expect(label('income')).toBe('Monto');
    // An unknown field keeps its API name; an inherited property name is not a label.
    expect(
      auditFields({ entity: 'rule', before: null, after: { newColumn: 1, constructor: 2 } }).map(
        (f) => f.label,
      ),
    ).toEqual(['newColumn', 'constructor']);
  });
});

describe('a snapshot value as text', () => {
  it('reads dates as dd/mm/yyyy, booleans as Sí/No, empties as —, numbers with the decimal comma', () => {
    expect(formatAuditValue('2026-11-20')).toBe('20/11/2026');
    expect(formatAuditValue('2026-11-20T18:30:00.000Z')).toBe(formatDateTime('2026-11-20T18:30:00.000Z'));
    expect(formatAuditValue(true)).toBe('Sí');
    expect(formatAuditValue(false)).toBe('No');
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(1234.5)).toBe('1234,5');
    expect(formatAuditValue(2026)).toBe('2026');
    expect(formatAuditValue('Aprobado')).toBe('Aprobado');
  });

  it('shows nested objects and lists compactly as JSON', () => {
    expect(formatAuditValue({ id: 3, name: 'Línea Sur' })).toBe('{"id":3,"name":"Línea Sur"}');
    expect(formatAuditValue([1, 2])).toBe('[1,2]');
  });
});

describe('the date and time of an entry', () => {
  it('reads dd/mm/yyyy hh:mm (24 h) in the business time zone (America/Caracas, UTC−4)', () => {
    expect(formatDateTime('2026-11-20T18:05:00.000Z')).toBe('20/11/2026 14:05');
    expect(formatDateTime('2026-11-21T03:59:00.000Z')).toBe('20/11/2026 23:59');
    expect(formatDateTime('2026-11-21T04:00:00.000Z')).toBe('21/11/2026 00:00');
    expect(formatDateTime('no es una fecha')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('the list’s summary of an entry', () => {
  it('names the fields an edit changed', () => {
    const edit: Sides = {
      entity: 'affiliate',
      before: { phoneNumber: '04141234567', vehiclePlate: 'AB123CD', status: 'Activo' },
      after: { phoneNumber: '04241234567', vehiclePlate: 'AB123CD', status: 'Inactivo' },
    };
    expect(auditSummary(edit)).toBe('Teléfono, Estado');
  });

  it('names three changed fields and counts the rest', () => {
    const before = { firstNames: 'A', lastNames: 'B', email: 'c@d.e', phoneNumber: '1', dni: '2' };
    const after = { firstNames: 'F', lastNames: 'G', email: 'h@i.j', phoneNumber: '3', dni: '4' };
    expect(auditSummary({ entity: 'administrator', before, after })).toBe(
      'Nombres, Apellidos, Correo y 2 más',
    );
  });

  it('says a password change, and a decision’s changed status', () => {
    expect(auditSummary({ entity: 'carrier', before: {}, after: { passwordChanged: true } })).toBe(
      'Contraseña',
    );
    expect(
      auditSummary({
        entity: 'payment',
        before: { status: 'Por revisar' },
        after: { status: 'Rechazado' },
      }),
    ).toBe('Estado');
  });

  it('reads — for an edit whose sides hold the same values', () => {
    expect(auditSummary({ entity: 'rule', before: { amountInPetro: 1 }, after: { amountInPetro: 1 } })).toBe(
      '—',
    );
  });

  it('names the record created or deleted by its main name field', () => {
    expect(auditSummary({ entity: 'administrator', before: null, after: administrator })).toBe('Ana Pérez');
    expect(
      auditSummary({
        entity: 'organization',
        before: { id: 2, name: ' Línea Sur ', rif: 'J1' },
        after: null,
      }),
    ).toBe('Línea Sur');
    expect(
      auditSummary({ entity: 'expense', before: null, after: { reasonForAdmission: 'Papelería' } }),
    ).toBe('Papelería');
  });

  it('finds a carrier’s name in the affiliate it embeds', () => {
    const carrier = { id: 9, affiliate: { id: 3, firstNames: 'José', lastNames: 'Rojas', dni: '20111222' } };
    expect(auditSummary({ entity: 'carrier', before: carrier, after: null })).toBe('José Rojas');
  });

  it('shortens a long name and reads — when the record has none', () => {
    const reason = 'Compra de repuestos para la unidad '.repeat(3);
    const summary = auditSummary({ entity: 'income', before: null, after: { reasonForAdmission: reason } });
    expect(summary).toHaveLength(60);
    expect(summary.endsWith('…')).toBe(true);
    expect(auditSummary({ entity: 'price', before: null, after: { id: 1, amount: 40.5 } })).toBe('—');
    expect(auditSummary({ entity: 'price', before: null, after: null })).toBe('—');
  });
});

describe('the record an entry is about', () => {
  it('reads its kind and number, or the kind alone', () => {
    expect(recordLabel({ entity: 'credit-request', entityId: 12 })).toBe('Solicitud #12');
    expect(recordLabel({ entity: 'expense', entityId: null })).toBe('Egreso');
  });
});
