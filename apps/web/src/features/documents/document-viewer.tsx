import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Loader.css';
import { Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { documentKindLabels, type DocumentView } from '@app/domain';
import { useState } from 'react';
import { useDocumentFile, useObjectUrl } from './document-queries';

/** The zoom steps of a photo: 1 fits the modal's width; larger ones scroll inside it. */
const ZOOMS = [1, 1.5, 2, 3] as const;

/**
 * One document in full: a photo with zoom, a PDF in the browser's own viewer. The file is fetched
 * with the session and shown from a blob URL, so it never sits behind a bare link.
 */
export default function DocumentViewer({
  document,
  onClose,
}: {
  document: DocumentView;
  onClose: () => void;
}) {
  const file = useDocumentFile(document.id, 'content');
  const url = useObjectUrl(file.data?.blob);
  const [zoom, setZoom] = useState(0);
  const label = documentKindLabels[document.kind];
  const pdf = document.contentType === 'application/pdf';

  let body;
  if (file.isError) body = <Text c="red">{file.error.message}</Text>;
  else if (!url) body = <Loader size="sm" aria-label="Cargando el documento" />;
  else if (pdf)
    body = <iframe src={url} title={label} style={{ width: '100%', height: '70vh', border: 0 }} />;
  else
    body = (
      <div style={{ overflow: 'auto', maxHeight: '70vh' }}>
        <img
          src={url}
          alt={label}
          style={{ width: `${(ZOOMS[zoom] ?? 1) * 100}%`, display: 'block', cursor: 'zoom-in' }}
          onClick={() => setZoom((z) => (z + 1) % ZOOMS.length)}
        />
      </div>
    );

  return (
    <Modal opened onClose={onClose} title={label} centered size="xl">
      <Stack gap="sm">
        {!pdf && url && (
          <Group gap="xs">
            <Button size="xs" variant="default" disabled={zoom === 0} onClick={() => setZoom((z) => z - 1)}>
              Alejar
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={zoom === ZOOMS.length - 1}
              onClick={() => setZoom((z) => z + 1)}
            >
              Acercar
            </Button>
            <Text size="sm" c="dimmed">
              {Math.round((ZOOMS[zoom] ?? 1) * 100)} %
            </Text>
          </Group>
        )}
        {body}
        {url && (
          <Anchor href={url} download={file.data?.name ?? document.fileName} size="sm">
            Descargar {document.fileName}
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}
