import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { roleBody, type RoleBody } from '@app/domain';
import { notifyError } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { usePermissionCatalogue } from './get-permissions';
import { FormActions } from '../../components/form-actions';

const resolver = schemaResolver(roleBody);

interface RoleFormProps {
  defaultValues?: RoleBody;
  /** Sends the body; the page toasts and closes on success, the form shows a failure (409 reasons). */
  onSubmit: (body: RoleBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A role: its name and the permissions it grants, one checkbox per entry of the catalogue. */
export function RoleForm({
  defaultValues = { name: '', permissions: [] },
  onSubmit,
  onCancel,
}: RoleFormProps) {
  const catalogue = usePermissionCatalogue();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, mode: 'onTouched', defaultValues });

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      notifyError(error);
      setFieldErrors(error, setError, ['name', 'permissions']);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Nombre" data-autofocus error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="permissions"
          render={({ field }) => (
            <Checkbox.Group
              label="Permisos"
              value={field.value}
              onChange={field.onChange}
              error={errors.permissions?.message}
            >
              <Stack gap="xs" mt="xs">
                {catalogue.data?.map((permission) => (
                  <Checkbox key={permission.key} value={permission.key} label={permission.label} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <FormActions submitLabel="Guardar" onCancel={onCancel} pending={isSubmitting} />
      </Stack>
    </form>
  );
}
