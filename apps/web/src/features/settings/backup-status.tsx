import { Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatDateTime, type BackupStatus } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const backupStatusQuery = queryOptions({
  queryKey: queryKeys.settings.backup,
  queryFn: ({ signal }) => api.request<BackupStatus>('/api/settings/backup', { signal }),
  // A backup is taken at most hourly: a look every few minutes is enough.
  staleTime: 5 * 60_000,
});

const size = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('es-VE', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

/** The sidebar's last line for administrators: when the last backup was taken and its size. */
export function BackupStatusLine() {
  const { data } = useQuery(backupStatusQuery);
  if (!data) return null;
  const text =
    data.everyHours === 0 && !data.last
      ? 'Copias de seguridad programadas: desactivadas'
      : data.last
        ? `Última copia de seguridad: ${formatDateTime(data.last.at)} · ${size(data.last.bytes)}`
        : 'Aún no hay copias de seguridad';
  return (
    <Text size="xs" c={data.stale ? 'red' : 'dimmed'} px="xs" pt="xs" data-testid="backup-status">
      {data.failed && data.stale ? `La última copia falló. ${text}` : text}
    </Text>
  );
}
