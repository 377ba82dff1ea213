import { messages } from '@app/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { FormCard } from '../../components/form-card';
import { notifySuccess } from '../../lib/notify';
import { useCreateOrganization } from './create-organization';
import { blankOrganization, OrganizationForm } from './organization-form';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar organización' };

/** Spec: agregar-nueva-organizacion; success goes back to the list. */
export function Component() {
  const navigate = useNavigate();
  const createOrganization = useCreateOrganization();
  return (
    <FormCard title="Agregar organización" backTo={paths.admin.organizations}>
      <OrganizationForm
        defaultValues={blankOrganization}
        submitLabel="Registrar"
        onSubmit={async (body) => {
          await createOrganization.mutateAsync(body);
          notifySuccess(messages.organizationCreated);
          navigate(paths.admin.organizations);
        }}
      />
    </FormCard>
  );
}
