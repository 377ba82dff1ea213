import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import {
  businessDate,
  documentKindLabels,
  documentKinds,
  documentScreenTexts as texts,
  documentStatusColors,
  expiryNote,
  formatDay,
  type DocumentKind,
  type DocumentView,
} from '@app/domain';
import { PageHeader } from '../../components/page-header';
import type { TitleHandle } from '../../lib/document-title';
import { queryKeys } from '../../lib/query-keys';
import { getSession } from '../../lib/session';
import { OwnDocumentThumbnail } from './own-document-thumbnail';
import { useDocuments } from './document-queries';
import { newestByKind } from './newest-by-kind';

export const handle: TitleHandle = { title: 'Mis documentos' };

// The upload controls come after the list: the carrier's first visit (and every carrier page's shared
// start, where this route is listed) stays within its weight budget.
const DocumentUploadField = lazy(() =>
  import('./document-upload-field').then((module) => ({ default: module.DocumentUploadField })),
);

/** A new one is asked for when none is live, the last was rejected, or it expires within 30 days. */
const wantsUpload = (kind: DocumentKind, document: DocumentView | undefined, today: string) =>
  kind === 'otro' ||
  !document ||
  document.status === 'Rechazado' ||
  expiryNote(document.expiresOn, today) !== null;

function StatusBadge({ label }: { label: keyof typeof documentStatusColors }) {
  return (
    <Badge variant="light" tt="none" color={documentStatusColors[label]} miw="max-content">
      {label}
    </Badge>
  );
}

function KindCard({
  kind,
  document,
  affiliateId,
  today,
  onUploaded,
}: {
  kind: DocumentKind;
  document: DocumentView | undefined;
  affiliateId: number;
  today: string;
  onUploaded: () => void;
}) {
  const label = documentKindLabels[kind];
  // Uploaded on this visit: the field stays, saying so, though the new paper no longer asks for one.
  const [uploadedHere, setUploadedHere] = useState(false);
  const note = document ? expiryNote(document.expiresOn, today) : null;
  const headingId = `documento-${kind}`;
  return (
    <Paper component="section" withBorder p="sm" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={headingId}>
            {label}
          </Title>
          {document ? (
            <StatusBadge label={document.status} />
          ) : kind === 'otro' ? (
            <Text size="sm" c="dimmed">
              {texts.optional}
            </Text>
          ) : (
            <StatusBadge label="Falta" />
          )}
        </Group>
        {document && (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <OwnDocumentThumbnail document={document} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {document.fileName}
              </Text>
              {document.expiresOn && (
                <Group gap="xs">
                  <Text size="sm">Vence el {formatDay(document.expiresOn)}</Text>
                  {note && (
                    <Badge variant="filled" tt="none" color={note === texts.expired ? 'red' : 'orange'}>
                      {note}
                    </Badge>
                  )}
                </Group>
              )}
              {document.status === 'Rechazado' && document.reason && (
                <Text size="sm" c="red">
                  Motivo: {document.reason}
                </Text>
              )}
            </Stack>
          </Group>
        )}
        {(uploadedHere || wantsUpload(kind, document, today)) && (
          <Suspense fallback={<Skeleton height={36} radius="sm" />}>
            <DocumentUploadField
              affiliateId={affiliateId}
              kind={kind}
              onUploaded={() => {
                setUploadedHere(true);
                onUploaded();
              }}
            />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}

/** Each kind's card, once the list answered. */
function OwnDocuments({ affiliateId }: { affiliateId: number }) {
  const documents = useDocuments(affiliateId);
  const queryClient = useQueryClient();
  const today = businessDate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.documents.of(affiliateId) });

  if (documents.isError) return <Text c="red">{documents.error.message}</Text>;
  if (!documents.data)
    return (
      <Stack gap="sm" aria-busy>
        {documentKinds.map((kind) => (
          <Skeleton key={kind} height={96} radius="md" />
        ))}
      </Stack>
    );
  const newest = newestByKind(documents.data);
  return (
    <Stack gap="sm">
      {documentKinds.map((kind) => (
        <KindCard
          key={kind}
          kind={kind}
          document={newest.get(kind)}
          affiliateId={affiliateId}
          today={today}
          onUploaded={() => void refresh()}
        />
      ))}
    </Stack>
  );
}

/** Issue 31: /panel/mis-documentos, each kind's paper, its status and expiry, and what to upload again. */
export function Component() {
  // The carrier's own affiliate, as the session says (the API checks it is its own).
  const affiliateId = getSession()?.user.affiliate;
  return (
    <Stack gap="md" maw={600}>
      <PageHeader title="Mis documentos" />
      <Text size="sm" c="dimmed">
        Envía una foto clara o un PDF de cada documento (máximo 10 MB). Tu línea los verifica antes de aprobar
        un préstamo.
      </Text>
      {affiliateId ? <OwnDocuments affiliateId={affiliateId} /> : null}
    </Stack>
  );
}
