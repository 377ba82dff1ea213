import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack, Text } from '@mantine/core';
import { messages, updateAdministratorBody, type UpdateAdministratorBody } from '@app/domain';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { FormCard } from '../../components/form-card';
import { notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { AdministratorForm } from './administrator-form';
import { useAdministrator } from './get-administrator';
import { useUpdateAdministrator } from './update-administrator';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Editar administrador' };

const resolver = schemaResolver(updateAdministratorBody);

/** Spec: editar-usuario/{id}; an empty password keeps the current one. */
export function Component() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const administrator = useAdministrator(id);
  const updateAdministrator = useUpdateAdministrator();

  const onSubmit = async ({ password, confirmPassword, ...fields }: UpdateAdministratorBody) => {
    const body = password ? { ...fields, password, confirmPassword } : fields;
    await updateAdministrator.mutateAsync({ id, body });
    notifySuccess(messages.adminEdited);
    navigate(paths.admin.users);
  };

  let content;
  if (administrator.isError) {
    content = <Text c="red">{administrator.error.message}</Text>;
  } else if (!administrator.data) {
    content = (
      <Stack gap="md" aria-busy>
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} height={58} />
        ))}
      </Stack>
    );
  } else {
    const { firstNames, lastNames, dni, email, phoneNumber, roleIds, organizationIds } = administrator.data;
    content = (
      <AdministratorForm
        key={id}
        resolver={resolver}
        editing
        // Missing ones (the first administrator's) start empty: the form asks for them.
        defaultValues={{
          firstNames,
          lastNames,
          dni: dni ?? '',
          email,
          phoneNumber: phoneNumber ?? '',
          password: '',
          confirmPassword: '',
          roleIds,
          organizationIds,
        }}
        onSubmit={onSubmit}
      />
    );
  }

  return (
    <FormCard title="Editar administrador" backTo={paths.admin.users}>
      {content}
    </FormCard>
  );
}
