import { Button, type ButtonProps } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../lib/permissions';

// The form's code (react-hook-form, the schema, the modal) comes with the first click, not with the list.
const loadModal = () => import('./follow-up-modal');
const FollowUpModal = lazy(loadModal);

interface FollowUpButtonProps extends Omit<ButtonProps, 'children'> {
  loanId: number;
  /** The carrier's name, shown under the modal's title. */
  carrier: string;
  label?: string;
}

/** Opens 'Registrar seguimiento' for a loan; each opening starts with an empty form. */
export function FollowUpButton({ loanId, carrier, label = 'Seguimiento', ...props }: FollowUpButtonProps) {
  const [opened, setOpened] = useState(false);
  // Counts openings: a new key gives each one a fresh form.
  const [openings, setOpenings] = useState(0);
  if (!useCan('collections.work')) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconNotes size={16} aria-hidden />}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onClick={() => {
          setOpenings((n) => n + 1);
          setOpened(true);
        }}
        {...props}
      >
        {label}
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <FollowUpModal
            key={openings}
            loanId={loanId}
            carrier={carrier}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
