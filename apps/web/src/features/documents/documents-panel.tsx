import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  businessDate,
  documentKindLabels,
  documentMessages,
  documentStatusColors,
  expiryNote,
  missingDocumentsLine,
  type DocumentView,
} from '@app/domain';
import { lazy, Suspense, useState } from 'react';
import { formatDay } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCan } from '../../lib/permissions';
import { useDecideDocument, useDocuments, useDocumentsCheck, useRetireDocument } from './document-queries';
import { OwnDocumentThumbnail } from './own-document-thumbnail';

// The viewer and the reject form load when first opened: the lists stay within their weight budget.
const DocumentViewer = lazy(() => import('./document-viewer'));
const RejectDocumentForm = lazy(() => import('./reject-document-form'));
const AddDocument = lazy(() => import('./add-document'));
const ConfirmDialog = lazy(() =>
  import('../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** The small JPEG as a button that opens the viewer. */
function ThumbnailButton({ document, onOpen }: { document: DocumentView; onOpen: () => void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`Ver ${documentKindLabels[document.kind]}`}
      style={{ flex: 'none' }}
    >
      <OwnDocumentThumbnail document={document} />
    </UnstyledButton>
  );
}

interface DocumentsPanelProps {
  affiliateId: number;
  /** The request being decided: what its approval still waits for shows as 'Falta: …'. */
  requestId?: number;
  /** Offer 'Agregar documento' to an administrator who registers affiliates (the affiliate's own screen). */
  upload?: boolean;
}

/**
 * An affiliate's papers for the back office: thumbnail, kind, status, expiry, the viewer, and
 * Verificar / Rechazar for whoever decides requests; the server refuses the rest anyway. Only a
 * document waiting is decided: a rejected one is replaced by a new upload, which is the one to check.
 */
export function DocumentsPanel({ affiliateId, requestId, upload = false }: DocumentsPanelProps) {
  const documents = useDocuments(affiliateId);
  const check = useDocumentsCheck(requestId);
  const decide = useDecideDocument();
  const mayDecide = useCan('requests.decide');
  const mayRegister = useCan('registry.write');
  const mayUpload = mayRegister && upload;
  const retire = useRetireDocument();
  const [retiring, setRetiring] = useState<DocumentView | null>(null);
  const [viewing, setViewing] = useState<DocumentView | null>(null);
  const [rejecting, setRejecting] = useState<DocumentView | null>(null);
  const today = businessDate();

  if (documents.isPending) return <Skeleton height={64} radius="sm" aria-busy />;
  if (documents.isError) return <Text c="red">{documents.error.message}</Text>;

  const verify = (document: DocumentView) =>
    decide.mutate(
      { id: document.id, status: 'Verificado' },
      { onSuccess: () => notifySuccess(documentMessages.verified), onError: notifyError },
    );
  const missing = missingDocumentsLine(check.data?.missing ?? []);
  const deciding = decide.isPending ? decide.variables?.id : undefined;

  return (
    <Stack gap="xs" aria-label="Documentos" role="group">
      {documents.data.length === 0 && <Text size="sm">Sin documentos.</Text>}
      {/* By the panel's own width: a row's detail is wide, the approval modal narrow. */}
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '840px': 3 }} spacing="sm">
        {documents.data.map((document) => {
          const label = documentKindLabels[document.kind];
          // A licence or carnet past its day, or within 30 days of it: flagged where it shows.
          const note = expiryNote(document.expiresOn, today);
          return (
            <Group key={document.id} gap="sm" wrap="nowrap" align="flex-start" data-document={document.kind}>
              <ThumbnailButton document={document} onOpen={() => setViewing(document)} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {label}
                  </Text>
                  <Badge variant="light" tt="none" color={documentStatusColors[document.status]}>
                    {document.status}
                  </Badge>
                  {note && (
                    <Badge variant="light" tt="none" color={note === 'Vencido' ? 'red' : 'orange'}>
                      {note}
                    </Badge>
                  )}
                </Group>
                {document.expiresOn && <Text size="xs">Vence el {formatDay(document.expiresOn)}</Text>}
                {document.reason && <Text size="xs">Motivo: {document.reason}</Text>}
                {mayDecide && document.status === 'Por verificar' && (
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="light"
                      loading={deciding === document.id}
                      onClick={() => verify(document)}
                      aria-label={`Verificar ${label}`}
                    >
                      Verificar
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      disabled={deciding === document.id}
                      onClick={() => setRejecting(document)}
                      aria-label={`Rechazar ${label}`}
                    >
                      Rechazar
                    </Button>
                  </Group>
                )}
                {mayRegister && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray"
                    w="fit-content"
                    onClick={() => setRetiring(document)}
                    aria-label={`Retirar ${label}`}
                  >
                    Retirar
                  </Button>
                )}
              </Stack>
            </Group>
          );
        })}
      </SimpleGrid>
      {missing && (
        <Text size="sm" c="red" fw={600}>
          {missing}
        </Text>
      )}
      <Suspense fallback={null}>
        {retiring && (
          <ConfirmDialog
            message={`¿Retirar ${documentKindLabels[retiring.kind]} (${retiring.fileName})? Deja de verse en las listas y se conserva en la auditoría.`}
            confirmLabel="Retirar"
            color="red"
            pending={retire.isPending}
            onCancel={() => setRetiring(null)}
            onConfirm={() =>
              retire.mutate(retiring!.id, {
                onSuccess: () => notifySuccess(documentMessages.retiredToast),
                onError: notifyError,
                onSettled: () => setRetiring(null),
              })
            }
          />
        )}
        {mayUpload && <AddDocument affiliateId={affiliateId} />}
        {viewing && <DocumentViewer document={viewing} onClose={() => setViewing(null)} />}
        {rejecting && <RejectDocumentForm document={rejecting} onClose={() => setRejecting(null)} />}
      </Suspense>
    </Stack>
  );
}
