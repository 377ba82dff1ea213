import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  /** The submit button's text: 'Guardar', 'Registrar'. */
  submitLabel: string;
  onCancel: () => void;
  /** While the form is sent: Cancelar disabled, the submit spinning. */
  pending: boolean;
}

/** A modal form's closing row: 'Cancelar' and its submit button, on the right. */
export function FormActions({ submitLabel, onCancel, pending }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancelar
      </Button>
      <Button type="submit" loading={pending} disabled={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
