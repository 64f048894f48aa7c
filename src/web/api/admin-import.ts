import type { ImportJob } from '../../domain/legacy-import-schema';
import { staffRequest } from './staff-request';

export const uploadLegacyExport = (file: File) =>
  staffRequest<ImportJob>('/api/admin/legacy-imports', {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'application/zip' },
  });

export const fetchImportJob = (id: string) =>
  staffRequest<ImportJob>(`/api/admin/legacy-imports/${encodeURIComponent(id)}`);

export const runImportJob = (id: string) =>
  staffRequest<ImportJob>(`/api/admin/legacy-imports/${encodeURIComponent(id)}/run`, {
    method: 'POST',
  });
