import { auditActionLabels, auditSummary, recordLabel, type AuditEntry } from '@app/domain';
import { col } from '../../lib/exports/columns';

export const auditExportColumns = [
  col<AuditEntry>('Fecha', 'instant', (e) => e.at),
  col<AuditEntry>('Administrador', 'text', (e) => e.administrator.name),
  col<AuditEntry>('Acción', 'text', (e) => auditActionLabels[e.action]),
  col<AuditEntry>('Registro', 'text', (e) => recordLabel(e)),
  col<AuditEntry>('Cambios', 'text', (e) => auditSummary(e)),
];
