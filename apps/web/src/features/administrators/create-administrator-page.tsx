import {
  createAdministratorBody,
  messages,
  type CreateAdministratorBody,
  type UpdateAdministratorBody,
} from '@app/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { FormCard } from '../../components/form-card';
import { notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { AdministratorForm } from './administrator-form';
import { useCreateAdministrator } from './create-administrator';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar administrador' };

// Read as the form's values (the edit schema's wider input), sent as the create body.
const resolver = schemaResolver<UpdateAdministratorBody, unknown, CreateAdministratorBody>(
  createAdministratorBody,
);

/** Spec: agregar-nuevo-usuario; success toasts 'Administrador creado.' and returns to the list. */
export function Component() {
  const navigate = useNavigate();
  const createAdministrator = useCreateAdministrator();

  const onSubmit = async (body: CreateAdministratorBody) => {
    await createAdministrator.mutateAsync(body);
    notifySuccess(messages.adminCreated);
    navigate(paths.admin.users);
  };

  return (
    <FormCard title="Agregar administrador" backTo={paths.admin.users}>
      <AdministratorForm resolver={resolver} onSubmit={onSubmit} />
    </FormCard>
  );
}
