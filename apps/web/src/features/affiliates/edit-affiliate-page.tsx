import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack, Text } from '@mantine/core';
import { messages, type Affiliate } from '@app/domain';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { FormCard } from '../../components/form-card';
import { DocumentsPanel } from '../documents';
import { notifySuccess } from '../../lib/notify';
import { AffiliateForm } from './affiliate-form';
import { useAffiliate } from './get-affiliate';
import { useUpdateAffiliate } from './update-affiliate';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Editar afiliado' };

/** The record as the form holds it: the organization by id, the date-only birth date. */
function toFormValues(affiliate: Affiliate) {
  const { id: _id, created: _created, birthdateWhitOutFormated, organization, ...fields } = affiliate;
  return { ...fields, birthdate: birthdateWhitOutFormated, organization: organization.id };
}

/** Spec: editar-afiliado/{id}; loads the record, sends the changes, goes back to the list. */
export function Component() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const affiliate = useAffiliate(id);
  const updateAffiliate = useUpdateAffiliate();

  let content;
  if (affiliate.isPending) {
    content = (
      <Stack gap="md" aria-busy>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (affiliate.isError) {
    content = <Text c="red">{affiliate.error.message}</Text>;
  } else {
    content = (
      <Stack gap="lg">
        <AffiliateForm
          defaultValues={toFormValues(affiliate.data)}
          currentOrganization={affiliate.data.organization}
          submitLabel="Editar"
          onSubmit={async (body) => {
            await updateAffiliate.mutateAsync({ id, body });
            notifySuccess(messages.affiliateEdited);
            navigate(paths.admin.affiliates);
          }}
        />
        <section aria-labelledby="documentos">
          <Text id="documentos" fw={600} mb="xs">
            Documentos
          </Text>
          <DocumentsPanel affiliateId={id} upload />
        </section>
      </Stack>
    );
  }

  return (
    <FormCard title="Editar afiliado" backTo={paths.admin.affiliates}>
      {content}
    </FormCard>
  );
}
