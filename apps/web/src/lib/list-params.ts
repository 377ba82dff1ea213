import type { ListName, SortKey, SortOrder } from '@app/domain';

/** A back-office list's page and order as its API takes them (`?limit&offset&sort&order`). */
export interface ListParams<L extends ListName> {
  limit: number;
  offset: number;
  /** One of the list's keys (`listSorts`); the API's default is its first, newest first. */
  sort?: SortKey<L>;
  order?: SortOrder;
  /** One line's rows (organization id); the API keeps a line-limited administrator to his own anyway. */
  organization?: number;
}
