import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A listed resource's keys: `all` prefixes every one of them, `lists` every page of its list. */
const listed = <const R extends string>(name: R) => ({
  all: [name] as const,
  lists: [name, 'list'] as const,
  /** One page: params are the list's limit, offset, filters and sort. */
  list: (params: object) => [name, 'list', params] as const,
});

/** A resource the back office lists whole and a carrier lists as their own ('mine'). */
const ledger = <const R extends string>(name: R) => ({
  all: [name] as const,
  adminLists: [name, 'admin-list'] as const,
  adminList: (params: object) => [name, 'admin-list', params] as const,
  own: [name, 'mine'] as const,
  ownList: (params: object) => [name, 'mine', params] as const,
});

/** Every query key of the app, by resource: invalidating a prefix refreshes every query under it. */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  /** The carrier's own account page (GET /api/account). */
  account: ['account'] as const,
  settings: {
    backup: ['settings', 'backup'] as const,
    warnings: ['settings', 'warnings'] as const,
    paymentDetails: ['settings', 'payment-details'] as const,
    /** The reference unit in force (lib/reference-unit.tsx): its change drops every other answer. */
    currency: ['settings', 'currency'] as const,
    /** The month-end provision's percentage per arrears bucket. */
    provisionRates: ['settings', 'provision-rates'] as const,
  },
  /** What a change of unit would convert: apart from `settings`, so nothing refetches it unasked. */
  currencyPreview: {
    all: ['currency-preview'] as const,
    of: (params: object) => ['currency-preview', params] as const,
  },
  /** The changes of unit made, newest first. */
  currencyChanges: listed('currency-changes'),
  administrators: {
    ...listed('administrators'),
    detail: (id: number) => ['administrators', 'detail', id] as const,
  },
  /** The roles administrators are given (issue 30): one short list, never paged. */
  roles: { all: ['roles'] as const, list: ['roles', 'list'] as const },
  /** The chart of accounts (one short list, never paged) and its mapping, under one prefix. */
  accounts: {
    all: ['accounts'] as const,
    list: ['accounts', 'list'] as const,
    mapping: ['accounts', 'mapping'] as const,
  },
  /** The permission catalogue roles are made from: fixed for a release. */
  permissions: ['permissions'] as const,
  organizations: {
    ...listed('organizations'),
    detail: (id: number) => ['organizations', 'detail', id] as const,
    // The affiliate form's selector: under `all`, so adding, renaming or removing one refreshes it.
    options: ['organizations', 'options'] as const,
  },
  affiliates: {
    ...listed('affiliates'),
    detail: (id: number) => ['affiliates', 'detail', id] as const,
    options: (search: string) => ['affiliates', 'options', search] as const,
  },
  carriers: {
    ...listed('carriers'),
    detail: (id: number) => ['carriers', 'detail', id] as const,
    options: (search: string) => ['carriers', 'options', search] as const,
  },
  prices: {
    ...listed('prices'),
    last: ['prices', 'last'] as const,
    /** Every form's rate of a given day. */
    days: ['prices', 'last', 'on'] as const,
    on: (day: string | undefined) => ['prices', 'last', 'on', day] as const,
  },
  interests: listed('interests'),
  rules: { ...listed('rules'), last: ['rules', 'last'] as const },
  creditRequests: ledger('credit-requests'),
  // `own` holds the carrier's loans and their schedules; `detail(id)` prefixes everything the loan page reads.
  loans: {
    ...ledger('loans'),
    schedule: (id: number) => ['loans', 'mine', 'schedule', id] as const,
    details: ['loans', 'detail'] as const,
    detail: (id: number) => ['loans', 'detail', id] as const,
    followUps: (id: number) => ['loans', 'detail', id, 'follow-ups'] as const,
    reminders: (id: number) => ['loans', 'detail', id, 'reminders'] as const,
    scheduleChanges: (id: number) => ['loans', 'detail', id, 'schedule-history'] as const,
    /** The loan's history: its own entries and its money's (GET /api/audit?loan=). */
    audit: (id: number) => ['loans', 'detail', id, 'audit'] as const,
    payoff: (id: number, date: string) => ['loans', 'detail', id, 'payoff', date] as const,
  },
  /** The Cobranza desk: loans in mora, one page per filters. */
  collections: listed('collections'),
  payments: ledger('payments'),
  incomes: listed('incomes'),
  expenses: listed('expenses'),
  funds: listed('funds'),
  reports: {
    all: ['reports'] as const,
    portfolio: (params: object) => ['reports', 'portfolio', params] as const,
  },
  audit: listed('audit'),
  /** The books (issue 32): every view reads what the money events posted; its keys are the feature's (books-keys.ts). */
  books: { all: ['books'] as const },
  mail: listed('mail'),
  /** An affiliate's papers (issue 31) and the files they show; a decision refreshes them all. */
  documents: {
    all: ['documents'] as const,
    lists: ['documents', 'affiliate'] as const,
    of: (affiliateId: number) => ['documents', 'affiliate', affiliateId] as const,
    // Under `lists`: a decision on a document changes what the request still waits for.
    check: (requestId: number) => ['documents', 'affiliate', 'check', requestId] as const,
    file: (id: number, part: 'content' | 'thumbnail') => ['documents', 'file', id, part] as const,
  },
  /** Four eyes (issue 30): the operations waiting for a second administrator, and the rules. */
  authorizations: { ...listed('authorizations'), rules: ['authorizations', 'rules'] as const },
};

const k = queryKeys;

/** What each change of money or state makes stale, beyond what its answer already put in the cache. */
export const changedBy = {
  'payment-reported': [k.payments.own, k.loans.own],
  // A repayment can take a loan out of mora or keep a promise: the desk changes too.
  'payment-decided': [
    k.payments.all,
    k.loans.all,
    k.incomes.all,
    k.reports.all,
    k.collections.all,
    k.books.all,
  ],
  'request-created': [k.creditRequests.own],
  'request-decided': [
    k.creditRequests.all,
    k.loans.all,
    k.expenses.all,
    k.carriers.all,
    k.reports.all,
    k.books.all,
  ],
  'income-created': [k.incomes.all, k.funds.all, k.loans.all, k.reports.all, k.collections.all, k.books.all],
  'expense-created': [k.expenses.all, k.reports.all, k.books.all],
  // The newest rate itself comes in the answer (useCreatePrice sets it).
  'price-created': [k.prices.lists, k.prices.days, k.reports.all],
  'interest-created': [k.interests.all],
  'rule-created': [k.rules.all],
  // A retired affiliate becomes Inactivo and its carrier account is retired.
  'affiliate-deleted': [k.affiliates.all, k.carriers.all],
  // Affiliate rows carry the organization's name.
  'organization-updated': [k.organizations.all, k.affiliates.all],
  // A new schedule or a loan out of the portfolio: its figures, the desk and the portfolio move.
  'loan-rescheduled': [k.loans.all, k.collections.all, k.reports.all, k.books.all],
  'loan-written-off': [k.loans.all, k.collections.all, k.reports.all, k.books.all],
  // An operation held for a second administrator: the list and the sidebar's count.
  'authorization-asked': [k.authorizations.lists],
  // An authorized operation takes effect: whatever any of the five operations changes.
  'authorization-decided': [
    k.authorizations.lists,
    k.creditRequests.all,
    k.loans.all,
    k.collections.all,
    k.expenses.all,
    k.carriers.all,
    k.prices.lists,
    k.prices.days,
    k.reports.all,
    k.books.all,
  ],
  // A contact moves no money: the desk's last contact and promise, and the loan page's list.
  'follow-up-recorded': [k.collections.all, k.loans.details],
} satisfies Record<string, readonly QueryKey[]>;

export type ChangeEvent = keyof typeof changedBy;

/** Invalidates every query the event changed; resolves once the active ones have refetched. */
export async function refreshAfter(queryClient: QueryClient, event: ChangeEvent): Promise<void> {
  await Promise.all(changedBy[event].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
