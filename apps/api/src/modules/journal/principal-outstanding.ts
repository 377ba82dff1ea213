import { sql, type SQL } from 'drizzle-orm';
import { Decimal } from '@app/domain';
import type { Rows, Tx } from '../../db/client';

/**
 * An installment's principal not yet covered (decision 37's window): max(0, min(principal k, end of
 * principal k − paid)), end of principal k = what is owed before k + interest k + principal k. The
 * arguments are the installment's parts, its owed amount (with the penalties counted), the running
 * owed total up to it and what its schedule's paid total covers: the report and the books share it.
 */
export const principalLeft = (principalPart: SQL, interestPart: SQL, owed: SQL, owedToHere: SQL, paid: SQL) =>
  sql`greatest(0, least(${principalPart}, ${owedToHere} - ${owed} + ${interestPart} + ${principalPart} - ${paid}))`;

/**
 * A loan's principal outstanding now, in the unit, from its current installments' parts: 0 once
 * paid or written off (the write-off took its principal out of the portfolio).
 */
export async function loanPrincipalOutstanding(tx: Tx, loanId: number): Promise<Decimal> {
  const result = (await tx.execute(sql`
    select coalesce(sum(${principalLeft(sql`principal_part`, sql`interest_part`, sql`owed`, sql`owed_to_here`, sql`paid`)}), 0)::text as principal
    from (
      select i.principal_part, i.interest_part, l.paid_total - l.paid_before as paid,
        i.amount + coalesce(i.penalty, 0) as owed,
        sum(i.amount + coalesce(i.penalty, 0)) over (order by i.number) as owed_to_here
      from loans l join installments i on i.loan_id = l.id
      where l.id = ${loanId} and l.status = 'Por pagar'
    ) x
  `)) as Rows<{ principal: string }>;
  return new Decimal(result.rows[0]?.principal ?? 0);
}
