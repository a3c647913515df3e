import { exportFileName } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { downloadText } from '@/lib/download';

/** What the export always carries; the rest is kept as the server wrote it (docs/privacy.md, "Export"). */
type TPersonalDataExport = { format: string; exporte_le: string } & Record<string, unknown>;

/** `GET /api/auth/export/`, handed to the browser as `fournil-mes-donnees-{Paris date}.json`. */
export async function exportMyData(): Promise<TPersonalDataExport> {
  const data = await apiFetch<TPersonalDataExport>('/api/auth/export/');
  downloadText(JSON.stringify(data, null, 2), exportFileName(data.exporte_le), 'application/json');
  return data;
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
