import { Text } from '@mantine/core';
import type { LoanGrant } from '@app/domain';
import { bsText, formatLoanBsAt, loanBsAt, unitText } from '../../lib/format';

/**
 * A loan's unit figure in Bs at today's rate, in proportion to the Bs the loan was granted in
 * (decision 14): only for what is still owed (decision 30); '—' until the rate is known.
 */
export function loanBs(loan: LoanGrant, petro: number, rate: number | null | undefined): string {
  return `${formatLoanBsAt(loan, petro, rate)} Bs`;
}

/**
 * A loan's unit figure in the Bs of its day: at the rate it was granted at, so the amount granted is
 * exactly the Bs disbursed and the amount to pay and an installment keep their proportion to it.
 */
export const loanDayBs = (loan: LoanGrant, petro: number): string => bsText(loanBsAt(loan, petro, loan.rate));

/**
 * The unit above, Bs below (and what those Bs are measured at under them): short lines instead of one
 * long one, so a phone never scrolls sideways.
 */
export function PetroAndBs({ petro, bs, basis }: { petro: number; bs: string; basis?: string }) {
  return (
    <>
      <Text component="span" display="block" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {unitText(petro)}
      </Text>
      <Text component="span" display="block" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {bs}
      </Text>
      {basis && (
        <Text component="span" display="block" size="xs" c="dimmed">
          {basis}
        </Text>
      )}
    </>
  );
}
