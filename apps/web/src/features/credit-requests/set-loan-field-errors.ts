import type { LoanData } from '@app/domain';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

const fieldNames: readonly (keyof LoanData)[] = ['reasonForAdmission', 'amount', 'feeNumbers', 'creditDays'];

/** Puts the API's per-field messages under the modal's fields: 'loanData.amount' (validation) or 'feeNumbers'. */
export function setLoanFieldErrors(error: unknown, setError: UseFormSetError<LoanData>): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [key, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((n) => n === key.replace(/^loanData\./, ''));
    if (name) setError(name, { type: 'server', message });
  }
}
