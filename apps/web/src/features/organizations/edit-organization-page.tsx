import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack, Text } from '@mantine/core';
import { messages, type Organization } from '@app/domain';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { FormCard } from '../../components/form-card';
import { notifySuccess } from '../../lib/notify';
import { useOrganization } from './get-organization';
import { OrganizationForm } from './organization-form';
import { useUpdateOrganization } from './update-organization';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Editar organización' };

/** The record as the form holds it: no id or date, blank instead of null. */
function toFormValues({ id: _id, created: _created, ...organization }: Organization) {
  return {
    ...organization,
    certificationServices: organization.certificationServices ?? '',
    code: organization.code ?? '',
  };
}

/** Spec: editar-organizacion/{id}; loads the record, sends the changes, goes back to the list. */
export function Component() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const organization = useOrganization(id);
  const updateOrganization = useUpdateOrganization();

  let content;
  if (organization.isPending) {
    content = (
      <Stack gap="md" aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (organization.isError) {
    content = <Text c="red">{organization.error.message}</Text>;
  } else {
    content = (
      <OrganizationForm
        defaultValues={toFormValues(organization.data)}
        submitLabel="Editar"
        onSubmit={async (body) => {
          await updateOrganization.mutateAsync({ id, body });
          notifySuccess(messages.organizationEdited);
          navigate(paths.admin.organizations);
        }}
      />
    );
  }

  return (
    <FormCard title="Editar organización" backTo={paths.admin.organizations}>
      {content}
    </FormCard>
  );
}
