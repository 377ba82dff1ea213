import { Text } from '@mantine/core';
import { formatBsAt, formatPetro } from '../../lib/format';

/** A ₽ amount in Bs at the current rate (domain rules: loan equivalents use today's rate); '—' until one is known. */
export function bsAtRate(petro: number, rate: number | null | undefined): string {
  return `${formatBsAt(petro, rate)} Bs`;
}

/** ₽ above, Bs below: two short lines instead of one long one, so a phone never scrolls sideways. */
export function PetroAndBs({ petro, bs }: { petro: number; bs: string }) {
  return (
    <>
      <Text component="span" display="block" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatPetro(petro)} ₽
      </Text>
      <Text component="span" display="block" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {bs}
      </Text>
    </>
  );
}
