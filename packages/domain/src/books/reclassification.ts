import { addDays } from '../loans/schedule';
import { PAST_DUE_DAYS } from './journal';

/** The first day a loan whose oldest unpaid installment fell due on `nextDueOn` is past due in the books (more than PAST_DUE_DAYS late). */
export const booksPastDueFrom = (nextDueOn: string): string => addDays(nextDueOn, PAST_DUE_DAYS + 1);

/** Whether the books hold a loan's principal as past due on `day`: unpaid and its oldest unpaid installment more than PAST_DUE_DAYS overdue. */
export const isBooksPastDue = (nextDueOn: string | null, day: string): boolean =>
  nextDueOn !== null && day >= booksPastDueFrom(nextDueOn);

export const reclassificationDescriptions = {
  toPastDue: (loanId: number) =>
    `Préstamo #${loanId}: capital a cartera vencida (más de ${PAST_DUE_DAYS} días de atraso)`,
  toCurrent: (loanId: number) => `Préstamo #${loanId}: capital de vuelta a cartera vigente (se puso al día)`,
};
