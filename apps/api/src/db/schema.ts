import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedSql } from '../lib/folded-text';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const administrators = pgTable(
  'administrators',
  {
    id: id(),
    firstNames: text('first_names').notNull(),
    lastNames: text('last_names').notNull(),
    /** Null until given: the first administrator is created at start from an e-mail alone. */
    dni: text('dni'),
    phoneNumber: text('phone_number'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('administrators_email_key').on(t.email),
    index('administrators_list_idx').on(t.createdAt.desc(), t.id.desc()),
    index('administrators_last_names_idx').on(t.lastNames.desc(), t.id.desc()),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    rif: text('rif').notNull(),
    fiscalAddress: text('fiscal_address').notNull(),
    recordName: text('record_name').notNull(),
    recordDate: date('record_date').notNull(),
    modalityServices: text('modality_services').notNull(),
    recordNumber: text('record_number').notNull(),
    recordVolume: text('record_volume').notNull(),
    recordInvoice: text('record_invoice').notNull(),
    certificationServices: text('certification_services'),
    code: text('code'),
    numberAssociates: integer('number_associates'),
    numberAffiliates: integer('number_affiliates'),
    createdAt: createdAt(),
    /** Retired organizations leave the lists; their history stays readable. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('organizations_list_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    index('organizations_name_idx')
      .on(t.name.desc(), t.id.desc())
      .where(sql`retired_at is null`),
  ],
);

/** Roles: named sets of permission keys (the catalogue lives in packages/domain; the API checks keys). */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull(),
    builtIn: boolean('built_in').notNull().default(false),
  },
  (t) => [uniqueIndex('roles_name_key').on(t.name)],
);

/** The roles each administrator holds; his permissions are their union. */
export const administratorRoles = pgTable(
  'administrator_roles',
  {
    administratorId: integer('administrator_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [
    primaryKey({ columns: [t.administratorId, t.roleId] }),
    index('administrator_roles_role_idx').on(t.roleId),
  ],
);

/** The lines an administrator is limited to; none means every line. */
export const administratorOrganizations = pgTable(
  'administrator_organizations',
  {
    administratorId: integer('administrator_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    // Not cascaded: dropping a line from an administrator limited to it would widen him to every line.
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
  },
  (t) => [
    primaryKey({ columns: [t.administratorId, t.organizationId] }),
    index('administrator_organizations_organization_idx').on(t.organizationId),
  ],
);

export const affiliates = pgTable(
  'affiliates',
  {
    id: id(),
    firstNames: text('first_names').notNull(),
    lastNames: text('last_names').notNull(),
    dni: text('dni').notNull(),
    rif: text('rif').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    homeAddress: text('home_address').notNull(),
    birthdate: date('birthdate').notNull(),
    gender: text('gender').notNull(),
    municipality: text('municipality').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    typeService: text('type_service').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    vehicleBrand: text('vehicle_brand').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    vehicleYear: integer('vehicle_year').notNull(),
    vehiclePlate: text('vehicle_plate').notNull(),
    vehicleColor: text('vehicle_color').notNull(),
    vehicleBodySerialNumber: text('vehicle_body_serial_number').notNull(),
    vehicleMotorSerialNumber: text('vehicle_motor_serial_number').notNull(),
    vehicleTypeOil: text('vehicle_type_oil').notNull(),
    vehicleLtsOil: numeric('vehicle_lts_oil', { precision: 8, scale: 2 }).notNull(),
    vehicleBattery: text('vehicle_battery').notNull(),
    vehicleRubber: integer('vehicle_rubber').notNull(),
    status: text('status').notNull().default('Activo'),
    // Kept by a trigger on carriers (migration 0012): whether a listed carrier account exists.
    hasAccount: boolean('has_account').notNull().default(false),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    // The full name as the search reads it (folded by lib/folded-text.ts): stored, so a trigram match's
    // recheck is a plain LIKE, not translate() again on every candidate (56 ms → 11 ms for 'flores').
    searchName: text('search_name').generatedAlwaysAs(foldedSql(sql`first_names || ' ' || last_names`)),
  },
  (t) => [
    // The few affiliates without an account (the account form's picker), whatever the list's order.
    index('affiliates_without_account_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`retired_at is null and not has_account`),
    // Unique among the affiliates in the lists; a retired one keeps its history and frees its dni.
    uniqueIndex('affiliates_dni_key')
      .on(t.dni)
      .where(sql`retired_at is null`),
    uniqueIndex('affiliates_email_key')
      .on(t.email)
      .where(sql`retired_at is null`),
    // The dni filter is a prefix search; text_pattern_ops lets LIKE 'x%' use the index in any locale.
    // Not partial: a cédula also finds a retired affiliate's history (payments, loans, books).
    index('affiliates_dni_prefix_idx').on(t.dni.op('text_pattern_ops')),
    index('affiliates_list_idx')
      .on(t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    index('affiliates_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    // The list's other orders (cédula, last names), alone and under the status filter.
    index('affiliates_dni_order_idx')
      .on(t.dni.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    index('affiliates_status_dni_idx')
      .on(t.status, t.dni.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    index('affiliates_last_names_idx')
      .on(t.lastNames.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    index('affiliates_status_last_names_idx')
      .on(t.status, t.lastNames.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    index('affiliates_organization_idx').on(t.organizationId),
    // One line's affiliates in each of the list's orders (a line-limited administrator, the organization filter).
    index('affiliates_line_idx')
      .on(t.organizationId, t.createdAt.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    index('affiliates_line_dni_idx')
      .on(t.organizationId, t.dni.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    index('affiliates_line_last_names_idx')
      .on(t.organizationId, t.lastNames.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    check('affiliates_status_check', sql`${t.status} in ('Activo', 'Inactivo')`),
  ],
);

/**
 * A narrow copy of each affiliate's list columns, under the same names, and of its listed carrier
 * account, kept by statement-level triggers on affiliates and carriers (migration 0037): a name search rechecks its trigram candidates on short rows (its gin
 * index on search_name lives in the migration, as the other trigram indexes do). Laid out by surname,
 * with room on each page for updates (fillfactor 90, migration 0042): a surname's matches share pages.
 */
export const affiliateSearch = pgTable(
  'affiliate_search',
  {
    id: integer('id').primaryKey(),
    searchName: text('search_name').notNull(),
    dni: text('dni').notNull(),
    lastNames: text('last_names').notNull(),
    organizationId: integer('organization_id').notNull(),
    status: text('status').notNull(),
    hasAccount: boolean('has_account').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** The affiliate's listed carrier account (null: none), kept by triggers on carriers. */
    accountId: integer('account_id'),
    accountCreatedAt: timestamp('account_created_at', { withTimezone: true }),
  },
  (t) => [index('affiliate_search_dni_prefix_idx').on(t.dni.op('text_pattern_ops'))],
);

export const carriers = pgTable(
  'carriers',
  {
    id: id(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    passwordHash: text('password_hash').notNull(),
    /** The row's line (its affiliate's organization), kept by triggers (migration 0030): the line filter's index. */
    organizationId: integer('organization_id'),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  // One carrier account per affiliate (a retired one does not block a new one).
  (t) => [
    uniqueIndex('carriers_affiliate_key')
      .on(t.affiliateId)
      .where(sql`retired_at is null`),
    // Lists filtered by cédula reach retired accounts' history too.
    index('carriers_affiliate_idx').on(t.affiliateId),
    // The accounts list, newest first.
    index('carriers_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    // One line's accounts, newest first (a line-limited administrator, the organization filter).
    index('carriers_line_idx')
      .on(t.organizationId, t.createdAt.desc(), t.id.desc())
      .where(sql`retired_at is null`),
  ],
);

/** Opaque refresh tokens, stored only as SHA-256 hashes; a family is one login's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    accountType: text('account_type').notNull(),
    accountId: integer('account_id').notNull(),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When a used token was presented again within the grace and answered once more (decision 0019). */
    reusedAt: timestamp('reused_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountType, t.accountId),
  ],
);

/**
 * A rate (Bs per 1 unit of the reference unit). Typed with at most 4 decimals; a change of unit
 * divides every rate by its factor and keeps 20 decimals (unconstrained numeric: a typed rate
 * reads as typed), so every Bs figure computed from two rates stays the same to the cent (decision 33).
 */
const rate = (name: string) => numeric(name);

/** The rate history: Bs per 1 unit. The newest row is the current rate. */
export const prices = pgTable(
  'prices',
  {
    id: id(),
    /** Bs per 1 unit: typed with at most 4 decimals, kept to 20 after a change of unit (decision 33). */
    amount: rate('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('prices_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('prices_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** ₽ with 4 decimals, Bs with 2 (domain rules): exact numerics, never floats. */
const petro = (name: string) => numeric(name, { precision: 20, scale: 4 });
const bolivares = (name: string) => numeric(name, { precision: 20, scale: 2 });

/** Interest rates in percent; the newest regular one prices new loans, the newest defaulter one mora. */
export const interests = pgTable(
  'interests',
  {
    id: id(),
    amount: numeric('amount', { precision: 6, scale: 2 }).notNull(),
    applyOnLyMDefaulters: boolean('apply_on_defaulters').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('interests_kind_created_idx').on(t.applyOnLyMDefaulters, t.createdAt.desc(), t.id.desc()),
    index('interests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('interests_amount_range', sql`${t.amount} > 0 and ${t.amount} <= 100`),
  ],
);

/** Installment rules: ₽ per installment; the newest one sizes new loans. */
export const rules = pgTable(
  'rules',
  {
    id: id(),
    amountInPetro: petro('amount_in_petro').notNull(),
    /** The Bs typed and the rate of that moment: at that rate the rule reads exactly as typed. */
    amountBs: bolivares('amount_bs').notNull(),
    rate: rate('rate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rules_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('rules_amount_positive', sql`${t.amountInPetro} > 0`),
  ],
);

/** Credit requests (solicitudes): the amount typed in Bs, kept with its ₽ at the rate of that moment. */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: id(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    amountPetro: petro('amount_petro').notNull(),
    amountBs: bolivares('amount_bs').notNull(),
    rate: rate('rate').notNull(),
    status: text('status').notNull().default('Por revisar'),
    /** Public landing or the signed-in carrier panel. */
    channel: text('channel').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    /** The row's line (its affiliate's organization), kept by triggers (migration 0030): the line filter's index. */
    organizationId: integer('organization_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one pending request per affiliate, even when two are sent at once.
    uniqueIndex('credit_requests_one_pending_key')
      .on(t.affiliateId)
      .where(sql`status = 'Por revisar'`),
    index('credit_requests_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('credit_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('credit_requests_affiliate_idx').on(t.affiliateId, t.createdAt.desc()),
    index('credit_requests_amount_idx').on(t.amountPetro.desc(), t.id.desc()),
    // One line's requests in each of the list's orders.
    index('credit_requests_line_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('credit_requests_line_amount_idx').on(t.organizationId, t.amountPetro.desc(), t.id.desc()),
    index('credit_requests_status_amount_idx').on(t.status, t.amountPetro.desc(), t.id.desc()),
    check('credit_requests_status_check', sql`${t.status} in ('Por revisar', 'Aprobado', 'Rechazado')`),
    check('credit_requests_amount_positive', sql`${t.amountBs} > 0 and ${t.amountPetro} > 0`),
  ],
);

/** A loan, in ₽. amountPay grows with defaulter penalties; paidTotal with applied repayments. */
export const loans = pgTable(
  'loans',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => creditRequests.id),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    /** The approval's business date; due dates count from it. */
    date: date('date').notNull(),
    reasonForAdmission: text('reason_for_admission').notNull(),
    rate: rate('rate').notNull(),
    interestRate: numeric('interest_rate', { precision: 6, scale: 2 }).notNull(),
    amountAwarded: petro('amount_awarded').notNull(),
    amountAwardedInBs: bolivares('amount_awarded_bs').notNull(),
    amountPay: petro('amount_pay').notNull(),
    totalPayFees: petro('total_pay_fees').notNull(),
    feeNumbers: integer('fee_numbers').notNull(),
    feePaid: integer('fee_paid').notNull().default(0),
    creditDays: integer('credit_days').notNull(),
    paidTotal: petro('paid_total').notNull().default('0'),
    /** The Bs of the same repayments, as each was entered: what the carrier paid, to the cent. */
    paidBs: bolivares('paid_bs').notNull().default('0'),
    /** The latest date of its repayments (payment or credit income dates): which paid loans a past day's report reads. */
    lastRepaidOn: date('last_repaid_on'),
    /** The due date of the first installment not yet covered (null when none): mora, the desk, reminders. */
    nextDueOn: date('next_due_on'),
    /** ₽ of paidTotal the replaced schedules absorbed: the current schedule is covered by the rest. */
    paidBefore: petro('paid_before').notNull().default('0'),
    /** The day of its latest reschedule (null: never): a day before it reads the replaced installments. */
    rescheduledOn: date('rescheduled_on'),
    /** Which portfolio account holds its principal in the books: past due once its oldest installment passed PAST_DUE_DAYS. */
    booksPastDue: boolean('books_past_due').notNull().default(false),
    /** 'Por pagar', 'Pagado', or 'Castigado' (written off: out of the portfolio, its money still received). */
    status: text('status').notNull().default('Por pagar'),
    writtenOffOn: date('written_off_on'),
    /** The balance owed when it was written off (amountPay − paidTotal then). */
    writtenOffBalance: petro('written_off_balance'),
    writeOffReason: text('write_off_reason'),
    /** The carrier's line, kept by triggers (migration 0030): the line filter's index. */
    organizationId: integer('organization_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('loans_request_key').on(t.requestId),
    // One unpaid loan per carrier account: a new request is refused while one is 'Por pagar'.
    uniqueIndex('loans_one_unpaid_key')
      .on(t.carrierId)
      .where(sql`status = 'Por pagar'`),
    index('loans_carrier_idx').on(t.carrierId, t.createdAt.desc()),
    index('loans_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('loans_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('loans_date_idx').on(t.date.desc(), t.id.desc()),
    // One day's loans in the list's default order (the date filter).
    index('loans_day_created_idx').on(t.date, t.createdAt.desc(), t.id.desc()),
    index('loans_status_date_idx').on(t.status, t.date.desc(), t.id.desc()),
    index('loans_amount_idx').on(t.amountAwarded.desc(), t.id.desc()),
    index('loans_status_amount_idx').on(t.status, t.amountAwarded.desc(), t.id.desc()),
    // One line's loans in each of the list's orders.
    index('loans_line_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('loans_line_date_idx').on(t.organizationId, t.date.desc(), t.id.desc()),
    index('loans_line_amount_idx').on(t.organizationId, t.amountAwarded.desc(), t.id.desc()),
    // The paid loans still out on a past day got money after it: the portfolio report's candidates.
    index('loans_repaid_after_idx')
      .on(t.lastRepaidOn, t.date)
      .where(sql`status = 'Pagado'`),
    // The written-off loans still out on a past day: the portfolio report's other candidates.
    index('loans_written_off_idx')
      .on(t.writtenOffOn, t.date)
      .where(sql`status = 'Castigado'`),
    // The cobranza desk: loans in mora, most days past due first, read in order from the index.
    index('loans_next_due_idx')
      .on(t.nextDueOn, t.id)
      .where(sql`status = 'Por pagar'`),
    // The desk of one line (a line-limited administrator, the organization filter).
    index('loans_line_next_due_idx')
      .on(t.organizationId, t.nextDueOn, t.id)
      .where(sql`status = 'Por pagar'`),
    // The loans the books hold as past due: the reclassification moves back those caught up.
    index('loans_books_past_due_idx')
      .on(t.nextDueOn, t.id)
      .where(sql`books_past_due`),
    check('loans_status_check', sql`${t.status} in ('Por pagar', 'Pagado', 'Castigado')`),
    check('loans_fees_check', sql`${t.feeNumbers} >= 1 and ${t.feePaid} between 0 and ${t.feeNumbers}`),
  ],
);

/** The schedule: installment k of a loan, its due date, ₽ amount and any defaulter penalty. */
export const installments = pgTable(
  'installments',
  {
    id: id(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    number: integer('number').notNull(),
    dueDate: date('due_date').notNull(),
    amount: petro('amount').notNull(),
    /** Added once when the installment falls overdue (null until then): the unique key of mora. */
    penalty: petro('penalty'),
    penaltyAppliedAt: timestamp('penalty_applied_at', { withTimezone: true }),
    /** The books' parts of `amount` (`installmentParts`, decision 37): the report's principal by bucket reads them. */
    interestPart: petro('interest_part'),
    principalPart: petro('principal_part'),
  },
  (t) => [
    uniqueIndex('installments_loan_number_key').on(t.loanId, t.number),
    index('installments_due_unpenalized_idx')
      .on(t.dueDate)
      .where(sql`penalty is null`),
    // The reminder job: installments due in a window of days around today.
    index('installments_due_idx').on(t.dueDate, t.loanId),
  ],
);

/** A reschedule: the balance still owed became a new schedule (the replaced one kept below). */
export const loanReschedules = pgTable(
  'loan_reschedules',
  {
    id: id(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    /** The business day the new schedule starts (its due dates count from it). */
    startsOn: date('starts_on').notNull(),
    balance: petro('balance').notNull(),
    /** The loan's paidTotal at that moment: the new schedule is covered by what comes after. */
    paidBefore: petro('paid_before').notNull(),
    /** What of the balance was principal and unpaid penalties (`rescheduleCarry`): the new schedule's books state. */
    carriedPrincipal: petro('carried_principal'),
    carriedPenalty: petro('carried_penalty'),
    feeNumbers: integer('fee_numbers').notNull(),
    creditDays: integer('credit_days').notNull(),
    reason: text('reason').notNull(),
    adminId: integer('admin_id'),
    createdAt: createdAt(),
  },
  (t) => [index('loan_reschedules_loan_idx').on(t.loanId, t.id)],
);

/** Installments a reschedule replaced, as they were, with the span of days their schedule was in force. */
export const replacedInstallments = pgTable(
  'replaced_installments',
  {
    id: id(),
    rescheduleId: integer('reschedule_id')
      .notNull()
      .references(() => loanReschedules.id),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    number: integer('number').notNull(),
    dueDate: date('due_date').notNull(),
    amount: petro('amount').notNull(),
    penalty: petro('penalty'),
    penaltyAppliedAt: timestamp('penalty_applied_at', { withTimezone: true }),
    interestPart: petro('interest_part'),
    principalPart: petro('principal_part'),
    /** The first day its schedule was in force (the loan's date, or the reschedule that made it). */
    inForceFrom: date('in_force_from').notNull(),
    /** The day the replacing schedule took over. */
    replacedOn: date('replaced_on').notNull(),
    /** paidBefore of its own schedule. */
    paidBefore: petro('paid_before').notNull(),
  },
  (t) => [index('replaced_installments_loan_idx').on(t.loanId, t.replacedOn)],
);

/** A reminder e-mailed for an installment: one per installment and kind, whatever runs the job. */
export const loanReminders = pgTable(
  'loan_reminders',
  {
    id: id(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    /** The installment row (a reschedule moves it to replaced_installments; the record stays). */
    installmentId: integer('installment_id').notNull(),
    installmentNumber: integer('installment_number').notNull(),
    dueDate: date('due_date').notNull(),
    /** 'antes', 'vence', 'atraso-1', 'atraso-7', 'atraso-15', 'atraso-30'. */
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_reminders_once_key').on(t.installmentId, t.kind),
    index('loan_reminders_loan_idx').on(t.loanId, t.sentAt.desc()),
  ],
);

/** A collector's contact with a carrier about a loan, with a promise to pay when one was given. */
export const loanFollowUps = pgTable(
  'loan_follow_ups',
  {
    id: id(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    /** 'Llamada', 'WhatsApp', 'Visita', 'Correo'. */
    channel: text('channel').notNull(),
    note: text('note').notNull(),
    promiseDate: date('promise_date'),
    promiseAmountBs: bolivares('promise_amount_bs'),
    /** The business day it was recorded: repayments from then to the promise date keep the promise. */
    recordedOn: date('recorded_on').notNull(),
    adminId: integer('admin_id'),
    /** Copied, so the follow-up outlives a deleted administrator. */
    adminName: text('admin_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('loan_follow_ups_loan_idx').on(t.loanId, t.createdAt.desc(), t.id.desc()),
    check('loan_follow_ups_channel_check', sql`${t.channel} in ('Llamada', 'WhatsApp', 'Visita', 'Correo')`),
    check(
      'loan_follow_ups_promise_check',
      sql`(${t.promiseDate} is null) = (${t.promiseAmountBs} is null) and (${t.promiseAmountBs} is null or ${t.promiseAmountBs} > 0)`,
    ),
  ],
);

/** Money out (egresos): loan disbursements (with carrier and loan) and other expenses. */
export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    date: date('date').notNull(),
    reasonForAdmission: text('reason_for_admission').notNull(),
    amountPetro: petro('amount_petro').notNull(),
    amountBs: bolivares('amount_bs').notNull(),
    rate: rate('rate').notNull(),
    carrierId: integer('carrier_id').references(() => carriers.id),
    loanId: integer('loan_id').references(() => loans.id),
    /** The carrier's line (null: an expense tied to no carrier), kept by triggers (migration 0030). */
    organizationId: integer('organization_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('expenses_loan_key').on(t.loanId),
    index('expenses_date_idx').on(t.date.desc(), t.id.desc()),
    index('expenses_carrier_idx').on(t.carrierId),
    // One line's expenses in each of the list's orders.
    index('expenses_line_idx').on(t.organizationId, t.date.desc(), t.id.desc()),
    index('expenses_line_amount_idx').on(t.organizationId, t.amountPetro.desc(), t.id.desc()),
    index('expenses_amount_idx').on(t.amountPetro.desc(), t.id.desc()),
  ],
);

/** E-mails written in the same transaction as the decision they announce, sent (and retried) after. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** 'Pendiente' (waiting for a send), 'Enviando' (a send began), 'Enviado', 'Fallido' (given up). */
    status: text('status').notNull().default('Pendiente'),
    /** Sends that reported back, delivered or refused; a send cut by a crash never counts. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the send in progress began: recorded (committed) before talking to SMTP. */
    sendingSince: timestamp('sending_since', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Start of the retry window (the queueing, or the last resend). */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The line of the affiliate it is sent to (null: an administrator, no carrier), set by a trigger (migration 0030). */
    organizationId: integer('organization_id'),
    /** Who goes first (mail/priority.ts): 0 a person waits on a screen, 1 a notice, 2 bulk (reminders). */
    priority: smallint('priority').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('Pendiente', 'Enviando', 'Enviado', 'Fallido')`),
    check('mail_outbox_priority_check', sql`${t.priority} in (0, 1, 2)`),
    // The delivery pass: what is due, the most awaited first.
    index('mail_outbox_due_idx')
      .on(t.priority, t.nextAttemptAt, t.id)
      .where(sql`status = 'Pendiente'`),
    // The Correos screen, newest first: all, the few not yet sent, the failed, one recipient's.
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('mail_outbox_unsent_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`status in ('Pendiente', 'Enviando')`),
    index('mail_outbox_failed_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'Fallido'`),
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt.desc(), t.id.desc()),
    index('mail_outbox_line_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The outbox's rate across servers: a send takes a slot last used over a minute ago (MAIL_PER_MINUTE slots in use). */
export const mailSendSlots = pgTable('mail_send_slots', {
  slot: integer('slot').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true })
    .notNull()
    .default(sql`'epoch'`),
});

/** One-time links (set or reset a password): random token, only its hash kept, expires, works once. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(),
    accountType: text('account_type').notNull(),
    accountId: integer('account_id').notNull(),
    /** A 'change-email' token's new address, applied when its link is opened; null for other purposes. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash)],
);

/** Answers of requests sent with an Idempotency-Key: a retry replays the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  // created_at: the hourly sweep forgets answers older than the replay window.
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/** A carrier's reported payment, in Bs, with its ₽ at the rate of the payment date. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    amountBs: bolivares('amount_bs').notNull(),
    amountPetro: petro('amount_petro').notNull(),
    rate: rate('rate').notNull(),
    voucherCode: text('voucher_code').notNull(),
    date: date('date').notNull(),
    status: text('status').notNull().default('Por revisar'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    /** The carrier's line, kept by triggers (migration 0030): the line filter's index. */
    organizationId: integer('organization_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // A bank reference counts once, unless the payment that used it was rejected.
    uniqueIndex('payments_voucher_key')
      .on(t.voucherCode)
      .where(sql`status <> 'Rechazado'`),
    index('payments_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('payments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payments_date_idx').on(t.date.desc(), t.id.desc()),
    // One day's payments in the list's default order (the date filter).
    index('payments_day_created_idx').on(t.date, t.createdAt.desc(), t.id.desc()),
    index('payments_status_date_idx').on(t.status, t.date.desc(), t.id.desc()),
    index('payments_amount_idx').on(t.amountBs.desc(), t.id.desc()),
    index('payments_status_amount_idx').on(t.status, t.amountBs.desc(), t.id.desc()),
    index('payments_carrier_idx').on(t.carrierId, t.createdAt.desc()),
    index('payments_loan_idx').on(t.loanId),
    // One line's payments in each of the list's orders.
    index('payments_line_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('payments_line_date_idx').on(t.organizationId, t.date.desc(), t.id.desc()),
    index('payments_line_amount_idx').on(t.organizationId, t.amountBs.desc(), t.id.desc()),
    check('payments_status_check', sql`${t.status} in ('Por revisar', 'Aprobado', 'Rechazado')`),
    check('payments_amount_positive', sql`${t.amountBs} > 0 and ${t.amountPetro} > 0`),
  ],
);

/** Money in (ingresos): repayments (isCredit, with carrier, loan and quota) and other incomes. */
export const incomes = pgTable(
  'incomes',
  {
    id: id(),
    date: date('date').notNull(),
    reasonForAdmission: text('reason_for_admission').notNull(),
    amountPetro: petro('amount_petro').notNull(),
    amountBs: bolivares('amount_bs').notNull(),
    rate: rate('rate').notNull(),
    isFund: boolean('is_fund').notNull().default(false),
    isCredit: boolean('is_credit').notNull().default(false),
    /** Money received for a written-off loan ('Recuperación'): recorded, outside the portfolio's repayments. */
    isRecovery: boolean('is_recovery').notNull().default(false),
    carrierId: integer('carrier_id').references(() => carriers.id),
    loanId: integer('loan_id').references(() => loans.id),
    quotaNumber: integer('quota_number'),
    /** The approved payment this income records (one income per payment). */
    paymentId: integer('payment_id').references(() => payments.id),
    /** The carrier's line (null: an income tied to no carrier), kept by triggers (migration 0030). */
    organizationId: integer('organization_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('incomes_payment_key').on(t.paymentId),
    index('incomes_date_idx').on(t.date.desc(), t.id.desc()),
    index('incomes_carrier_idx').on(t.carrierId),
    // One line's incomes in each of the list's orders.
    index('incomes_line_idx').on(t.organizationId, t.date.desc(), t.id.desc()),
    index('incomes_line_amount_idx').on(t.organizationId, t.amountPetro.desc(), t.id.desc()),
    // A loan's repayments up to a day (the portfolio report): the sum read from the index alone.
    index('incomes_repayment_idx')
      .on(t.loanId, t.date, t.amountPetro)
      .where(sql`is_credit`),
    // Repayments by month (the portfolio report's collections): a date range read from the index alone.
    index('incomes_repayment_date_idx')
      .on(t.date, t.amountPetro, t.amountBs, t.carrierId)
      .where(sql`is_credit and loan_id is not null`),
    index('incomes_amount_idx').on(t.amountPetro.desc(), t.id.desc()),
    // A loan's money over some days, recoveries included: whether a promise to pay was kept.
    index('incomes_loan_money_idx')
      .on(t.loanId, t.date, t.amountBs)
      .where(sql`is_credit or is_recovery`),
    // The funds list: the incomes that are fund records, by date or amount.
    index('incomes_fund_date_idx')
      .on(t.date.desc(), t.id.desc())
      .where(sql`is_fund`),
    index('incomes_fund_amount_idx')
      .on(t.amountPetro.desc(), t.id.desc())
      .where(sql`is_fund`),
    check('incomes_amount_positive', sql`${t.amountBs} > 0 and ${t.amountPetro} > 0`),
  ],
);

/** A fund record: who brought the money and from where, for an income marked as fund. */
export const funds = pgTable(
  'funds',
  {
    id: id(),
    incomeId: integer('income_id')
      .notNull()
      .references(() => incomes.id),
    responsibleFirstNames: text('responsible_first_names').notNull(),
    responsibleLastNames: text('responsible_last_names').notNull(),
    origin: text('origin').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('funds_income_key').on(t.incomeId)],
);

/**
 * The audit trail: one row per administrator action that changed data. Append-only: a trigger
 * refuses UPDATE, DELETE and TRUNCATE (migration 0003), and no route writes it but the services.
 * The actor's name and e-mail are copied, so the trail outlives a deleted administrator.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    administratorId: integer('administrator_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The line of the row it is about (null: none, or a global setting), set when written (migration 0030). */
    organizationId: integer('organization_id'),
  },
  (t) => [
    index('audit_log_list_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_administrator_idx').on(t.administratorId, t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.at.desc(), t.id.desc()),
    // One record's history, newest first (a loan's page).
    index('audit_log_record_idx').on(t.entity, t.entityId, t.at.desc(), t.id.desc()),
    index('audit_log_line_idx').on(t.organizationId, t.at.desc(), t.id.desc()),
  ],
);

/**
 * Counts (and ₽ sums) of the big lists by the dimensions their filters use, kept by statement-level
 * triggers in the same transaction as the rows (migration 0009). Rows are deltas: a write appends
 * one per group instead of updating a shared counter, so concurrent writers never wait on each
 * other; a background job merges them. A list reads the sum of its group's rows.
 */
export const listSummary = pgTable(
  'list_summary',
  {
    list: text('list').notNull(),
    /** The rows' business day; -infinity for lists that are not counted by day. */
    day: date('day').notNull(),
    /** The first dimension (a status, an audit entity) or '*' for all. */
    a: text('a').notNull(),
    /** The second dimension (an audit's administrator) or '*' for all. */
    b: text('b').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    petro: numeric('petro', { precision: 30, scale: 4 }).notNull().default('0'),
  },
  (t) => [index('list_summary_key').on(t.list, t.a, t.b, t.day)],
);

/** Settings the database itself needs: the business time zone its triggers count days in, the reference unit ('currency'). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Every scheduled backup tried (`started_at`: its snapshot's moment): what it wrote, or why it failed. */
export const backups = pgTable(
  'backups',
  {
    id: id(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    rows: bigint('rows', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [index('backups_started').on(t.startedAt)],
);

/** Sign-in and recovery attempts counted per key (an account, an address) in fixed windows, for every server. */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /** Password checks reserved and not yet ended (failures only count once they fail). */
    inFlight: integer('in_flight').notNull().default(0),
    /** When the reservations in flight are given up for lost (a server stopped mid-check). */
    inFlightUntil: timestamp('in_flight_until', { withTimezone: true }),
  },
  (t) => [index('attempt_counters_window').on(t.windowEndsAt)],
);

/** Every change of the reference unit (issue 29): what it was, what it became, at what factor, who and why. */
export const currencyChanges = pgTable(
  'currency_changes',
  {
    id: id(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    fromCode: text('from_code').notNull(),
    toCode: text('to_code').notNull(),
    /** Units of the new unit one unit of the old was worth: every unit amount × it, every rate ÷ it. */
    factor: numeric('factor').notNull(),
    loans: integer('loans').notNull(),
    reason: text('reason').notNull(),
    adminId: integer('admin_id'),
    adminName: text('admin_name').notNull(),
  },
  (t) => [
    index('currency_changes_at_idx').on(t.changedAt.desc(), t.id.desc()),
    check('currency_changes_factor_positive', sql`${t.factor} > 0`),
  ],
);

/** Four eyes: which operations wait for a second administrator, from what amount (no row: off). */
export const authorizationRules = pgTable('authorization_rules', {
  action: text('action').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** In the reference unit; null: whatever the amount. */
  threshold: petro('threshold'),
});

/**
 * An operation one administrator asked for and another must authorize: what to apply (`payload`,
 * the direct route's params and body), and a summary copied when asked (amount, carrier, maker).
 */
export const authorizations = pgTable(
  'authorizations',
  {
    id: id(),
    action: text('action').notNull(),
    /** What it acts on, for the one-pending-at-a-time rule ('loan:12'); null when it creates (an expense). */
    entityKey: text('entity_key'),
    entityId: integer('entity_id'),
    payload: jsonb('payload').notNull(),
    amount: petro('amount'),
    carrierName: text('carrier_name'),
    summary: text('summary').notNull(),
    makerId: integer('maker_id').notNull(),
    makerName: text('maker_name').notNull(),
    /** 'Pendiente', 'Autorizada' or 'Rechazada'; Vencida is a Pendiente past its days, computed when read. */
    status: text('status').notNull().default('Pendiente'),
    checkerId: integer('checker_id'),
    checkerName: text('checker_name'),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'authorizations_status_check',
      sql`${t.status} in ('Pendiente', 'Autorizada', 'Rechazada', 'Vencida')`,
    ),
    // One waiting at a time per operation and record (a lapsed one is marked Vencida before a new one).
    uniqueIndex('authorizations_one_pending_key')
      .on(t.action, t.entityKey)
      .where(sql`status = 'Pendiente'`),
    // The list newest first, all or by status, and the sidebar's count of the waiting.
    index('authorizations_list_idx').on(t.createdAt.desc(), t.id.desc()),
    index('authorizations_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/** PostgreSQL's bytea as a Node Buffer (documents' content, decision 36). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Each distinct stored content once, by its SHA-256 (decision 36): two uploads of the same photo
 * share a row. Written in the same transaction as the document that names it, so a crash leaves
 * neither or both; a content no document names any more is kept (a retired document still shows).
 */
export const documentContents = pgTable('document_contents', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  content: bytea('content').notNull(),
  /** A small JPEG for lists (a PDF's is its first page or an icon, as decided). */
  thumbnail: bytea('thumbnail').notNull(),
  createdAt: createdAt(),
});

/** An affiliate's paper (issue 31): cédula, RIF, licence, carnet, other. */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    kind: text('kind').notNull(),
    /** The name it was sent with, cleaned (shown and given in Content-Disposition). */
    fileName: text('file_name').notNull(),
    sha256: text('sha256')
      .notNull()
      .references(() => documentContents.sha256),
    status: text('status').notNull().default('Por verificar'),
    reason: text('reason'),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Who sent it: an administrator, the carrier, or the application's token (kind only). */
    uploadedByType: text('uploaded_by_type').notNull(),
    uploadedBy: integer('uploaded_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    /** The expiry reminders already sent (each goes once). */
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true }),
    remindedExpiredAt: timestamp('reminded_expired_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Retired documents stay for the audit trail and leave every list. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    // An affiliate's live papers, newest first: the list, the 20-limit count and the approval check.
    index('documents_affiliate_idx')
      .on(t.affiliateId, t.createdAt.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    // The reminder job's candidates: live licences and carnets with a date.
    index('documents_expiry_idx')
      .on(t.expiresOn)
      .where(sql`retired_at is null and expires_on is not null`),
    index('documents_sha256_idx').on(t.sha256),
  ],
);

/** The chart of accounts (issue 32): codes like a Venezuelan cooperative's (1.1.01), a tree by parent. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id),
    /** An inactive account takes no new postings; its history stays in the books. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_code_key').on(t.code),
    index('accounts_parent_idx').on(t.parentId),
    check('accounts_type_check', sql`${t.type} in ('Activo', 'Pasivo', 'Patrimonio', 'Ingreso', 'Gasto')`),
  ],
);

/** Which account each movement kind posts to (the kinds live in packages/domain). */
export const accountMapping = pgTable(
  'account_mapping',
  {
    kind: text('kind').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
  },
  (t) => [index('account_mapping_account_idx').on(t.accountId)],
);

/**
 * One journal entry per money event. `(source, source_id)` is unique but for provisions and
 * reclassifications, which a loan or a month gets more than once (each month, each move back and forth).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    date: date('date').notNull(),
    source: text('source').notNull(),
    sourceId: integer('source_id'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('journal_entries_source_key')
      .on(t.source, t.sourceId)
      .where(sql`source not in ('provision', 'reclassification')`),
    // The journal filtered by source (and its row), newest first.
    index('journal_entries_source_idx').on(t.source, t.sourceId, t.date.desc(), t.id.desc()),
    index('journal_entries_date_idx').on(t.date.desc(), t.id.desc()),
    // One source's entries newest first (the journal filtered by source alone; migration 0036).
    index('journal_entries_source_date_idx').on(t.source, t.date.desc(), t.id.desc()),
    check(
      'journal_entries_source_check',
      sql`${t.source} in ('loan', 'payment', 'income', 'fund', 'expense', 'writeoff', 'recovery', 'provision', 'reclassification')`,
    ),
  ],
);

/**
 * A line of an entry: one side in Bs, the reference-unit amount beside. The entry's date is copied
 * here so an account's ledger and balances read one index by (account, date).
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: id(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    date: date('date').notNull(),
    debitBs: bolivares('debit_bs').notNull().default('0'),
    creditBs: bolivares('credit_bs').notNull().default('0'),
    unitAmount: petro('unit_amount').notNull(),
    /** The line's side, stored: a line of 0,00 Bs (a principal costing under half a cent) still has one, and its unit amount with it. */
    credit: boolean('credit').notNull().default(false),
  },
  (t) => [
    // Migration 0035 adds INCLUDE (entry_id, debit_bs, credit_bs, unit_amount): ledgers and balances read the index alone.
    index('journal_lines_account_idx').on(t.accountId, t.date, t.id),
    index('journal_lines_entry_idx').on(t.entryId),
    check(
      'journal_lines_one_side',
      sql`${t.debitBs} >= 0 and ${t.creditBs} >= 0 and (${t.credit} or ${t.creditBs} = 0) and (not ${t.credit} or ${t.debitBs} = 0)`,
    ),
  ],
);

/** Accounting months ('yyyy-mm'); a closed one accepts no movement dated in it. */
export const periods = pgTable(
  'periods',
  {
    month: text('month').primaryKey(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The administrator who closed it (no reference: the record outlives a deleted administrator). */
    closedBy: integer('closed_by'),
  },
  (t) => [check('periods_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);

/** The provision's percentage per aging bucket (Configuración); defaults from decision 37. */
export const provisionRates = pgTable(
  'provision_rates',
  {
    bucket: text('bucket').primaryKey(),
    percent: numeric('percent', { precision: 6, scale: 2 }).notNull(),
  },
  (t) => [check('provision_rates_percent_range', sql`${t.percent} >= 0 and ${t.percent} <= 100`)],
);

/** Each month-end provision: what was required, so the next month posts only the difference. */
export const provisionRuns = pgTable('provision_runs', {
  month: text('month').primaryKey(),
  /** Required allowance per bucket and in total, in the unit and in Bs (JSON of exact decimal strings). */
  required: jsonb('required').notNull(),
  requiredBs: bolivares('required_bs').notNull(),
  entryId: integer('entry_id').references(() => journalEntries.id),
  createdAt: createdAt(),
});

/** One row once the movements recorded before the books existed have their entries (the history migration). */
export const booksHistory = pgTable('books_history', {
  id: integer('id').primaryKey().default(1),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  entries: integer('entries').notNull(),
});

/** A PostgreSQL snapshot (`pg_snapshot`) or transaction id (`xid8`), kept as its text form. */
const snapshotText = customType<{ data: string }>({ dataType: () => 'pg_snapshot' });
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** Disbursements and collections by day and line, one row per changing statement (triggers, migration 0038) until a job folds them. */
export const portfolioMovements = pgTable(
  'portfolio_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    organizationId: integer('organization_id'),
    disbursedPetro: numeric('disbursed_petro').notNull().default('0'),
    disbursedBs: numeric('disbursed_bs').notNull().default('0'),
    newLoans: integer('new_loans').notNull().default(0),
    collectedPetro: numeric('collected_petro').notNull().default('0'),
    collectedBs: numeric('collected_bs').notNull().default('0'),
  },
  (t) => [index('portfolio_movements_day_idx').on(t.day, t.organizationId)],
);

/** A day whose loan standings are kept, with the snapshot they were computed in (decision 38). */
export const portfolioDays = pgTable('portfolio_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  snapshot: snapshotText('snapshot').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each active loan's standing at the end of a kept day (days past due uncapped). */
export const portfolioStandings = pgTable(
  'portfolio_standings',
  {
    day: date('day', { mode: 'string' }).notNull(),
    loanId: integer('loan_id').notNull(),
    organizationId: integer('organization_id'),
    daysPastDue: integer('days_past_due').notNull(),
    outstanding: numeric('outstanding').notNull(),
    overdue: numeric('overdue').notNull(),
    principal: numeric('principal').notNull(),
    principalCostBs: numeric('principal_cost_bs').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.loanId] })],
);

/** Loans changed by a transaction (`xid`), from the first day whose standing the change can move (triggers). */
export const portfolioTouched = pgTable(
  'portfolio_touched',
  {
    loanId: integer('loan_id').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [index('portfolio_touched_day_idx').on(t.fromDay, t.loanId)],
);
