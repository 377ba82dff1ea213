import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { documentKindLabels, documentKinds, type DocumentKind } from '@app/domain';
import { useState } from 'react';
import { ChoiceSelect } from '../../components/choice-select';
import { queryKeys } from '../../lib/query-keys';
import { DocumentUploadField } from './document-upload-field';

const kindChoices = documentKinds.map((kind) => ({ value: kind, label: documentKindLabels[kind] }));

/**
 * 'Agregar documento' from the back office (registry.write): a paper brought to the office, scanned
 * or photographed there, with the carrier's own upload field. Loaded when the panel shows it.
 */
export default function AddDocument({ affiliateId }: { affiliateId: number }) {
  const [kind, setKind] = useState<DocumentKind>();
  const queryClient = useQueryClient();
  return (
    <Stack gap="xs">
      <ChoiceSelect
        label="Agregar documento"
        data={kindChoices}
        value={kind}
        onChange={(value) => setKind(value as DocumentKind | undefined)}
      />
      {kind && (
        <DocumentUploadField
          // A new kind starts a new field: no state of the previous upload shows under it.
          key={kind}
          affiliateId={affiliateId}
          kind={kind}
          onUploaded={() =>
            void queryClient.invalidateQueries({ queryKey: queryKeys.documents.of(affiliateId) })
          }
        />
      )}
    </Stack>
  );
}
