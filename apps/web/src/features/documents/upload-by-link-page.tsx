import { Paper } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import type { TitleHandle } from '../../lib/document-title';
import ApplicationDocuments from './application-documents';

export const handle: TitleHandle = { title: 'Adjuntar documentos' };

/**
 * /subir-documentos/{affiliate}#{token}: the rejection e-mail's link for an applicant without an
 * account yet (the panel's mis-documentos needs one). The token lets this affiliate's papers be sent
 * for 3 days; a stale one is refused by the server with its own Spanish message.
 */
export function Component() {
  const { affiliate = '' } = useParams();
  const token = useLocation().hash.slice(1);
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <ApplicationDocuments affiliateId={Number(affiliate)} token={token} />
    </Paper>
  );
}
