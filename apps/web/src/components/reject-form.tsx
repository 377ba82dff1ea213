import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ReasonField } from './reason-field';

interface RejectFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
  /** The form's `register('reason')`. */
  reason: UseFormRegisterReturn;
  error: string | undefined;
}

/** The body of a 'Rechazar' dialog: the reason its schema requires, then Cancelar and Rechazar. */
export function RejectForm({ onSubmit, onCancel, pending, reason, error }: RejectFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ReasonField data-autofocus error={error} {...reason} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" color="red" loading={pending}>
            Rechazar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
