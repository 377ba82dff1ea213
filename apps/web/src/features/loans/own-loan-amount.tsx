import { Text } from '@mantine/core';
import { settlingBs, type DecimalInput, type LoanGrant } from '@app/domain';
import { NO_VALUE, bsText, loanBsAt, unitText } from '../../lib/format';

/**
 * What is still owed of a loan in the Bs that settle it at today's rate, as what is owed now says
 * it (decision 30): the same figure as the loan page's balance; '— Bs' until the rate is known.
 */
export function owedBs(loan: LoanGrant, petro: DecimalInput, rate: number | null | undefined): string {
  return rate ? bsText(settlingBs(loan, petro, rate)) : `${NO_VALUE} Bs`;
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
