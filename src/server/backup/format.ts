// A backup file is gzip'd JSON lines: a header, then per table a section line and one line per
// row (a JSON array of the columns' PostgreSQL text forms), then the sequences and a trailer.
import type { MigrationState, SequenceState } from './catalog';

export const BACKUP_FORMAT = 'hofladen-backup/1';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  takenAt: string;
  migrations: MigrationState;
}

export interface TableSection {
  table: string;
  columns: string[];
}

export interface Trailer {
  end: true;
  tables: number;
  rows: number;
}

export type SectionLine = TableSection | { sequence: SequenceState } | Trailer;
