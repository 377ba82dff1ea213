import { businessDate, owedNow, type Loan, type OwedNow } from '@app/domain';
import { useOwnLoanSchedule } from './own-loan-schedule';

/**
 * What a loan owes now, by the domain's one rule: its schedule as of today (one request, shared
 * with the schedule list), the payments of its history still under review, Bs at `rate` (today's).
 * `owed` is undefined while the schedule loads or when it could not be read.
 */
export function useOwedNow(
  loan: Loan | undefined,
  rate: number | null | undefined,
  enabled = true,
): { owed: OwedNow | undefined; isPending: boolean } {
  // Without the loan yet (its page still loading) nothing is asked for.
  const schedule = useOwnLoanSchedule(loan?.id ?? 0, enabled && !!loan);
  if (!loan || !schedule.data) return { owed: undefined, isPending: schedule.isPending };
  const owed = owedNow({
    installments: schedule.data,
    today: businessDate(),
    loan,
    rate,
    underReview: loan.paymentHistory.filter((p) => p.status === 'Por revisar'),
  });
  return { owed, isPending: false };
}
