import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const administrators = pgTable(
  'administrators',
  {
    id: id(),
    firstNames: text('first_names').notNull(),
    lastNames: text('last_names').notNull(),
    dni: text('dni').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('administrators_email_key').on(t.email),
    index('administrators_list_idx').on(t.createdAt.desc(), t.id.desc()),
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
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    // Unique among the affiliates in the lists; a retired one keeps its history and frees its dni.
    uniqueIndex('affiliates_dni_key')
      .on(t.dni)
      .where(sql`retired_at is null`),
    uniqueIndex('affiliates_email_key')
      .on(t.email)
      .where(sql`retired_at is null`),
    // The dni filter is a prefix search; text_pattern_ops lets LIKE 'x%' use the index in any locale.
    index('affiliates_dni_prefix_idx')
      .on(t.dni.op('text_pattern_ops'))
      .where(sql`retired_at is null`),
    index('affiliates_list_idx')
      .on(t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    index('affiliates_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`retired_at is null`),
    index('affiliates_organization_idx').on(t.organizationId),
    check('affiliates_status_check', sql`${t.status} in ('Activo', 'Inactivo')`),
  ],
);

export const carriers = pgTable(
  'carriers',
  {
    id: id(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  // One carrier account per affiliate (a retired one does not block a new one).
  (t) => [
    uniqueIndex('carriers_affiliate_key')
      .on(t.affiliateId)
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
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountType, t.accountId),
  ],
);

/** The rate history: Bs per 1 ₽. The newest row is the current rate. */
export const prices = pgTable(
  'prices',
  {
    id: id(),
    /** Bs per ₽ with 4 decimals: money is numeric, never float. */
    amount: numeric('amount', { precision: 20, scale: 4 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('prices_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('prices_amount_positive', sql`${t.amount} > 0`),
  ],
);
