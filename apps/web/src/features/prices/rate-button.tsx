import { UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useCanEverywhere } from '../../lib/permissions';
import { RateText } from './rate-text';

// The modal (form, validation, number input) is fetched when an admin reaches for the rate, not with every page.
const loadModal = () => import('./create-price-modal');
const CreatePriceModal = lazy(loadModal);

/** Admins: the rate in the top bar opens the modal that registers a new one (read only without rates.write). */
export function RateButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadModal();
  if (!useCanEverywhere('rates.write')) return <RateText />;
  return (
    <>
      <UnstyledButton
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          open();
        }}
        fz="sm"
        fw={600}
        px="xs"
        title="Registrar una nueva tasa"
        aria-haspopup="dialog"
      >
        <RateText />
      </UnstyledButton>
      {wanted && (
        <Suspense fallback={null}>
          <CreatePriceModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
