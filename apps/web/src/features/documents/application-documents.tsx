import { Stack, Text, Title } from '@mantine/core';
import { documentKindLabels, documentKinds, documentScreenTexts as texts } from '@app/domain';
import { DocumentUploadField } from './document-upload-field';

export interface ApplicationDocumentsProps {
  /** The application's affiliate. */
  affiliateId: number;
  /** The application's `uploadToken` (2 hours, that affiliate only), sent as the Bearer. */
  token: string;
}

/**
 * The landing's documents step (issue 31), under the confirmation of an application already stored:
 * each kind's camera or file, one upload at a time per kind, each failing alone without touching the
 * application. Loaded only once an application was sent: the landing's first download stays as it was.
 */
export default function ApplicationDocuments({ affiliateId, token }: ApplicationDocumentsProps) {
  return (
    <Stack component="section" gap="sm" aria-labelledby="adjuntar-documentos">
      <Title order={4} size="h5" id="adjuntar-documentos">
        {texts.stepTitle}
      </Title>
      <Text size="sm">{texts.stepHint}</Text>
      {documentKinds.map((kind) => (
        <DocumentUploadField
          key={kind}
          affiliateId={affiliateId}
          kind={kind}
          token={token}
          label={documentKindLabels[kind]}
        />
      ))}
    </Stack>
  );
}
