import type { AccountType } from '@app/domain';

/** The signed-in account a request acts as: what the access plugin reads from a token and the services check. */
export interface Principal {
  id: number;
  type: AccountType;
  /** The login (refresh-token family) this access token belongs to. */
  family: string;
}
