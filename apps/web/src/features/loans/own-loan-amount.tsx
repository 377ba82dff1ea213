import { Text } from '@mantine/core';
import type { LoanGrant } from '@app/domain';
import { formatLoanBsAt, formatPetro } from '../../lib/format';

/**
 * A loan's ₽ figure in Bs at the current rate (domain rules: loan equivalents use today's rate), in
 * proportion to the Bs the loan was granted in (decision 0014); '—' until the rate is known.
 */
export function loanBs(loan: LoanGrant, petro: number, rate: number | null | undefined): string {
  return `${formatLoanBsAt(loan, petro, rate)} Bs`;
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
