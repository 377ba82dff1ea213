/**
 * A backup file: gzip of lines. The first is this header (JSON); then, per table in the header's
 * order, one line per row (PostgreSQL's `row_to_json` of it) and a closing line
 * `#end <table> <rows> <sha256 of its row lines>`.
 */
export const BACKUP_FORMAT = 'prestamos-backup-1';

export interface TableHeader {
  name: string;
  columns: string[];
  rows: number;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  /** When the snapshot was taken. */
  createdAt: string;
  /** The migrations applied in the database at that moment (their hashes, in order). */
  migrations: string[];
  tables: TableHeader[];
}
