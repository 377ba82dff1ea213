import type { AccountType, Permission } from '@app/domain';

/** The signed-in account a request acts as: what the access plugin reads from a token and the services check. */
export interface Principal {
  id: number;
  type: AccountType;
  /** The login (refresh-token family) this access token belongs to. */
  family: string;
  /**
   * An administrator's lines (organization ids) as stored now, read on each request; null = every
   * line. Carriers have none: their own rows are their scope.
   */
  lines?: readonly number[] | null;
  /** An administrator's permissions as his roles hold them now (read with his lines). */
  permissions?: ReadonlySet<Permission>;
}
