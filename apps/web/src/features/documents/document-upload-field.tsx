import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconPaperclip, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  documentKindLabels,
  documentScreenTexts as texts,
  expiringDocumentKinds,
  type DocumentKind,
  type DocumentView,
} from '@app/domain';
import { DateInput } from '../../components/date-input';
import { ApiError } from '../../lib/api-client';
import { newKey } from '../../lib/submission-key';
import { uploadDocument } from './upload';

export interface DocumentUploadFieldProps {
  affiliateId: number;
  kind: DocumentKind;
  /** The public application's upload token; the session's otherwise. */
  token?: string;
  /** The label says which document (the landing); a card that already names it says only what to do. */
  label?: string;
  onUploaded?: (document: DocumentView) => void;
}

/**
 * The phone's camera straight away, and a file (a PDF, a photo taken before) beside it. What a phone
 * may send: a photo (HEIC included, through image/*) or a PDF.
 */
const pickers = [
  {
    label: texts.takePhoto,
    icon: <IconCamera size={16} aria-hidden />,
    variant: 'filled',
    accept: 'image/*',
    capture: 'environment',
  },
  {
    label: texts.chooseFile,
    icon: <IconPaperclip size={16} aria-hidden />,
    variant: 'default',
    accept: 'image/*,application/pdf',
  },
] as const;

type State =
  | { step: 'idle' }
  | { step: 'sending'; share: number }
  /** `file` (and its key) is kept for a retry when no answer came; a refusal needs another file. */
  | { step: 'failed'; message: string; file: File | null; key: string }
  | { step: 'done'; document: DocumentView };

/**
 * One document's upload: the camera or a file, its expiry for a licence or a carnet (dd/mm/aaaa),
 * a progress bar while it goes, and the server's Spanish refusal or a retry of the same file.
 */
export function DocumentUploadField({
  affiliateId,
  kind,
  token,
  label,
  onUploaded,
}: DocumentUploadFieldProps) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const [expiresOn, setExpiresOn] = useState('');
  const [expiryError, setExpiryError] = useState<string | undefined>();
  const abort = useRef<AbortController | null>(null);
  // A page left mid-upload stops sending.
  useEffect(() => () => abort.current?.abort(), []);

  const asksExpiry = expiringDocumentKinds.includes(kind);
  const name = documentKindLabels[kind];

  async function send(file: File, key = newKey()) {
    // The shared schema checks the date as the server will, before the file crosses the network.
    const { documentUploadFields } = await import('./upload-fields-schema');
    const fields = documentUploadFields.safeParse({ kind, expiresOn: expiresOn || undefined });
    if (!fields.success) {
      setExpiryError(fields.error.issues[0]?.message);
      return;
    }
    setExpiryError(undefined);
    abort.current = new AbortController();
    setState({ step: 'sending', share: 0 });
    try {
      const document = await uploadDocument({
        affiliateId,
        kind,
        file,
        expiresOn: fields.data.expiresOn,
        token,
        idempotencyKey: key,
        signal: abort.current.signal,
        onProgress: (share) => setState({ step: 'sending', share }),
      });
      setState({ step: 'done', document });
      onUploaded?.(document);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
      const message = error instanceof ApiError ? error.message : texts.connectionLost;
      setState({ step: 'failed', message, file: refused ? null : file, key });
    }
  }

  const sending = state.step === 'sending';
  return (
    <Stack gap="xs" role="group" aria-label={label ?? `Subir ${name}`}>
      {label && (
        <Text fw={600} size="sm">
          {label}
        </Text>
      )}
      {asksExpiry && (
        <DateInput
          label={texts.expiresOn}
          value={expiresOn}
          onChange={setExpiresOn}
          error={expiryError}
          disabled={sending}
        />
      )}
      {/* Side by side where both labels fit whole, one above the other on a 360 px phone. */}
      <Group gap="xs">
        {pickers.map(({ label, icon, variant, ...input }) => (
          <FileButton key={label} onChange={(file) => file && void send(file)} {...input}>
            {(props) => (
              <Button
                {...props}
                variant={variant}
                disabled={sending}
                leftSection={icon}
                style={{ flex: '1 1 12rem' }}
              >
                {label}
              </Button>
            )}
          </FileButton>
        ))}
      </Group>
      {state.step === 'sending' && (
        <progress
          value={Math.round(state.share * 100)}
          max={100}
          aria-label={`${texts.uploading} ${name}`}
          style={{ width: '100%' }}
        />
      )}
      {state.step === 'failed' && (
        <Group gap="xs" wrap="nowrap" align="center">
          <Text c="red" size="sm" role="alert" style={{ flex: 1 }}>
            {state.message}
          </Text>
          {state.file && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => state.file && void send(state.file, state.key)}
            >
              {texts.retry}
            </Button>
          )}
        </Group>
      )}
      {state.step === 'done' && (
        <Text c="teal" size="sm" role="status">
          {texts.uploaded}
        </Text>
      )}
    </Stack>
  );
}
