import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { api, type QueryValue } from '../lib/api-client';
import { notifyError } from '../lib/notify';
import { useCan } from '../lib/permissions';
import { saveFile } from '../lib/save-file';

type Format = 'csv' | 'xlsx' | 'pdf';
const FORMATS: { format: Format; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
  { format: 'pdf', label: 'PDF' },
];

export interface ExportMenuProps {
  /** The list's API path; the file comes from `<path>/export`. */
  path: string;
  /** The list's filters and order as its page asks for them, without the page (limit, offset). */
  params: Record<string, QueryValue>;
  /** Also offer the file as a PDF (the books' statements, which an accountant signs). */
  pdf?: boolean;
}

/**
 * A list's 'Exportar' menu: every row its filters select (not the page), in its order, as CSV or
 * Excel (or PDF where asked). The choices open beside the button instead of in a floating menu: Mantine's Menu or
 * Popover reshuffled shared chunks and put the fullest form page (250 KB budget) over it.
 */
export function ExportMenu({ path, params, pdf = false }: ExportMenuProps) {
  const mayExport = useCan('exports.run');
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState<Format | null>(null);
  const choices = useId();
  const download = async (format: Format) => {
    setBusy(format);
    try {
      const { blob, name } = await api.file(`${path}/export`, { query: { ...params, format } });
      saveFile(blob, name);
      setOpened(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  if (!mayExport) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-expanded={opened}
        aria-controls={opened ? choices : undefined}
        onClick={() => setOpened((o) => !o)}
      >
        Exportar
      </Button>
      {opened && (
        <Group id={choices} gap={4} wrap="nowrap" role="group" aria-label="Formato">
          {FORMATS.filter(({ format }) => pdf || format !== 'pdf').map(({ format, label }) => (
            <Button
              key={format}
              variant="light"
              loading={busy === format}
              disabled={busy !== null && busy !== format}
              onClick={() => void download(format)}
            >
              {label}
            </Button>
          ))}
        </Group>
      )}
    </Group>
  );
}
