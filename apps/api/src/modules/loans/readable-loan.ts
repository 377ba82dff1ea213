import { eq } from 'drizzle-orm';
import { messages } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { loans } from '../../db/schema';
import type { Principal } from '../../lib/principal';
import { HttpError } from '../../plugins/errors';

/** A route's loan in its path: outside a limited administrator's lines it answers as an unknown one. */
export const loanRow = { kind: 'loan', notFound: messages.loanNotFound } as const;

/** The loan, or 404 in Spanish. */
export async function existingLoan(db: Db | Tx, loanId: number) {
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId)).limit(1);
  if (!loan) throw new HttpError(404, messages.loanNotFound);
  return loan;
}

/** `loan` as the principal may read it: any for an administrator, its own for a carrier (404 otherwise). */
export function readableBy<L extends { carrierId: number }>(principal: Principal, loan: L | undefined): L {
  if (!loan || (principal.type === 'Carrier' && loan.carrierId !== principal.id))
    throw new HttpError(404, messages.loanNotFound);
  return loan;
}

/** A loan the principal may read: any for an administrator, its own for a carrier (404 otherwise). */
export async function readableLoan(db: Db, principal: Principal, loanId: number) {
  return readableBy(principal, await existingLoan(db, loanId));
}
