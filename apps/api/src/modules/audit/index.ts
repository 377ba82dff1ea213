// The audit module's public entry: what other modules use of it.
export { auditExportColumns } from './audit-export';
export { auditList } from './list';
export { recordAudit, recordCreation } from './record';
