import { Button, type ButtonProps } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '../lib/api-client';
import { notifyError } from '../lib/notify';
import { saveFile } from '../lib/save-file';

/**
 * A document the API generates (a statement, a receipt), fetched with the session and saved under
 * the name the server gives it; a refusal (a payment not approved yet) shows the API's text.
 */
export function DownloadButton({
  path,
  children,
  ...props
}: ButtonProps & { path: string; children: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, name } = await api.file(path);
      saveFile(blob, name);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="subtle"
      leftSection={<IconFileTypePdf size={18} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      {...props}
    >
      {children}
    </Button>
  );
}
