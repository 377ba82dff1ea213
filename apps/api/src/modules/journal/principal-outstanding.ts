import { sql, type SQL } from 'drizzle-orm';

/**
 * An installment's principal not yet covered (decision 37's window): max(0, min(principal k, end of
 * principal k − paid)), end of principal k = what is owed before k + interest k + principal k. The
 * arguments are the installment's parts, its owed amount (with the penalties counted), the running
 * owed total up to it and what its schedule's paid total covers: the report and the books share it.
 */
export const principalLeft = (principalPart: SQL, interestPart: SQL, owed: SQL, owedToHere: SQL, paid: SQL) =>
  sql`greatest(0, least(${principalPart}, ${owedToHere} - ${owed} + ${interestPart} + ${principalPart} - ${paid}))`;
