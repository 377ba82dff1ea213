import { Skeleton } from '@mantine/core';
import type { Loan } from '@app/domain';
import { OwedNowNote, useOwedNow } from '../loans';
import { OWED_NOW_HEIGHT } from './owed-now-height';

/**
 * What the loan owes now, for the payment form. Its own chunk: the rule and its texts arrive with
 * the loan's schedule (a request anyway), keeping the form's first load within the carrier's budget.
 */
export default function OwedNowLine({ loan, rate }: { loan: Loan; rate: number | null | undefined }) {
  const { owed, isPending } = useOwedNow(loan, rate);
  if (isPending) return <Skeleton height={OWED_NOW_HEIGHT} />;
  return owed ? <OwedNowNote owed={owed} /> : null;
}
