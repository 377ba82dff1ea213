import type { InstallmentView } from '@app/domain';

// The schedule as the API answers it for a loan in mora: the first installment overdue and penalized.
export const moraSchedule: InstallmentView[] = [
  {
    number: 1,
    dueDate: '2026-10-01',
    amount: 10,
    penalty: 1.5,
    owed: 11.5,
    paid: 4,
    fullyPaid: false,
    overdue: true,
  },
  {
    number: 2,
    dueDate: '2026-10-31',
    amount: 10,
    penalty: 0,
    owed: 10,
    paid: 0,
    fullyPaid: false,
    overdue: false,
  },
];
