/**
 * What each back-office list can be ordered by (`?sort=…&order=asc|desc`). Kept apart from the
 * schemas so the web's tables can read it without zod. The API has an index behind every key; the
 * first key of each list is its default order (newest first).
 */
export const listSorts = {
  payments: ['created', 'date', 'amount'],
  loans: ['created', 'date', 'amount'],
  requests: ['created', 'amount'],
  incomes: ['date', 'amount'],
  expenses: ['date', 'amount'],
  funds: ['date', 'amount'],
  affiliates: ['created', 'dni', 'lastNames'],
  carriers: ['created'],
  organizations: ['created', 'name'],
  administrators: ['created', 'lastNames'],
  audit: ['at'],
  prices: ['created'],
  interests: ['created'],
  rules: ['created'],
  mail: ['created'],
  authorizations: ['created'],
} as const;

export type ListName = keyof typeof listSorts;
export type SortKey<L extends ListName> = (typeof listSorts)[L][number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];
