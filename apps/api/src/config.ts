import { z } from 'zod';
import {
  DEFAULT_REQUIRED_DOCUMENTS,
  VENEZUELAN_PHONE,
  documentKinds,
  setSpanishValidationMessages,
  strongPasswordField,
  whatsappNumber,
  type PaymentDetails,
  type DocumentKind,
  type SocialLinks,
} from '@app/domain';

setSpanishValidationMessages();

/** The example bank details a cooperative must replace (the server warns while any is left). */
export const PAYMENT_PLACEHOLDERS = {
  PAYMENT_BANK_NAME: 'Banco de Venezuela',
  PAYMENT_ACCOUNT_HOLDER: 'Cooperativa de Transporte',
  PAYMENT_ACCOUNT_NUMBER: '0102-0000-00-0000000000',
  PAYMENT_RIF: 'J000000000',
} as const;

/** An https address with something after the host: a profile, never a network's home page. */
function profileUrl(value: string, host?: string): string | null {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search;
    return url.protocol === 'https:' && !bare && (!host || url.hostname === host) ? url.href : null;
  } catch {
    return null;
  }
}

/** SOCIAL_INSTAGRAM, SOCIAL_FACEBOOK, SOCIAL_X: the profile's https address. */
const socialProfile = (name: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const url = profileUrl(value);
      if (url) return url;
      ctx.addIssue({
        code: 'custom',
        message: `${name} debe ser la dirección https:// del perfil (por ejemplo https://www.instagram.com/cooperativa)`,
      });
      return z.NEVER;
    });

/** SOCIAL_WHATSAPP: a Venezuelan phone (written as its wa.me link) or a https://wa.me/… link. */
const whatsappLink = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const number = whatsappNumber(value);
    const url = number ? `https://wa.me/${number}` : profileUrl(value, 'wa.me');
    if (url) return url;
    ctx.addIssue({
      code: 'custom',
      message:
        'SOCIAL_WHATSAPP debe ser un teléfono venezolano (por ejemplo 04141234567) o un enlace https://wa.me/…',
    });
    return z.NEVER;
  });

/** REQUIRED_DOCUMENTS: kinds separated by commas; kept in the kinds' own order, the refusal's. */
const requiredDocuments = z.string().transform((value, ctx) => {
  const kinds = value
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
  const unknown = kinds.filter((k) => !(documentKinds as readonly string[]).includes(k));
  if (!unknown.length) return documentKinds.filter((k) => kinds.includes(k)) as DocumentKind[];
  ctx.addIssue({
    code: 'custom',
    message: `REQUIRED_DOCUMENTS admite ${documentKinds.join(', ')} separados por comas (desconocido: ${unknown.join(', ')})`,
  });
  return z.NEVER;
});

/** Every environment variable the server reads, validated in one place. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar con postgres:// o postgresql://')
    .optional(),
  /** Connections to PostgreSQL this server keeps open at most (each request borrows one briefly). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  /** Statements go as named prepared statements, parsed once per connection (decision 38); `false` behind a pooler that moves sessions between connections (PgBouncer in transaction mode before 1.21). */
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  /** How long a start waits for PostgreSQL to answer before giving up, in seconds (0: one try). */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  ADMIN_EMAIL: z.string().trim().toLowerCase().email('ADMIN_EMAIL no es un correo válido').optional(),
  ADMIN_PASSWORD: strongPasswordField.optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  PUBLIC_URL: z.string().url('PUBLIC_URL debe ser una URL').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL debe empezar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Préstamos <no-responder@localhost>'),
  /** The cooperative's name: in every page title, the installed app's name and index.html. */
  ORG_NAME: z
    .string()
    .trim()
    .min(1, 'ORG_NAME no puede estar vacío')
    .max(80, 'ORG_NAME admite hasta 80 caracteres')
    .regex(/^[^\p{Cc}]*$/u, 'ORG_NAME no admite saltos de línea ni caracteres de control')
    .default('Préstamos'),
  APP_TIMEZONE: z
    .string()
    .default('America/Caracas')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'APP_TIMEZONE no es una zona horaria válida'),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /** A rotated refresh token still answers once this long after its use (its answer may have been lost); 0: never. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Time a client has to send a whole request (headers and body), in seconds. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Time a client has to send a request's headers, in seconds (capped at REQUEST_TIMEOUT_SECONDS). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  /** How long an idle kept-alive connection stays open between requests, in seconds. */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** A connection on which nothing moves for this long is closed, in seconds (a request's work included). */
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Largest request body accepted, in KB. */
  BODY_LIMIT_KB: z.coerce.number().int().min(16).max(10_240).default(256),
  /** On SIGTERM/SIGINT, how long requests in flight get to finish before their connections are closed, in seconds. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Requests a minute per address to the public lookup and application (they are open to anyone). */
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits need it). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** How often the outbox is looked at for e-mails due again, in minutes. */
  MAIL_RETRY_MINUTES: z.coerce.number().int().min(1).max(60).default(1),
  /** E-mails sent at most per minute, all servers together (the SMTP provider's limit); reminders wait behind links. */
  MAIL_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  /** How long a refused e-mail is retried before it is marked failed, in hours (at least 3 days). */
  MAIL_GIVE_UP_HOURS: z.coerce
    .number()
    .int()
    .min(72)
    .max(24 * 30)
    .default(72),
  /** Days after a due date before an unpaid installment takes the defaulter interest. */
  MORA_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(0),
  /** Days an operation waits for a second administrator before it lapses (Vencida). */
  AUTHORIZATION_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Days before a due date the first reminder goes out (0: none before the due date). */
  REMINDER_DAYS_BEFORE: z.coerce.number().int().min(0).max(30).default(3),
  /** How often the defaulter-interest job runs, in minutes (it also runs at start). */
  MORA_JOB_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** How long a server remembers a login it found open and an administrator's grants, in seconds (any revocation or change of grants forgets at once). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How often the lists' counters are merged, in minutes. */
  SUMMARY_COMPACT_MINUTES: z.coerce.number().int().min(1).max(60).default(1),
  /** Where carriers pay (shown on the payment form). */
  PAYMENT_BANK_NAME: z.string().max(100).default(PAYMENT_PLACEHOLDERS.PAYMENT_BANK_NAME),
  PAYMENT_ACCOUNT_HOLDER: z.string().max(150).default(PAYMENT_PLACEHOLDERS.PAYMENT_ACCOUNT_HOLDER),
  PAYMENT_ACCOUNT_NUMBER: z.string().max(40).default(PAYMENT_PLACEHOLDERS.PAYMENT_ACCOUNT_NUMBER),
  PAYMENT_RIF: z.string().max(20).default(PAYMENT_PLACEHOLDERS.PAYMENT_RIF),
  /** Pago Móvil, shown beside the transfer data when all four are set. */
  PAGO_MOVIL_BANK: z.string().max(100).optional(),
  PAGO_MOVIL_BANK_CODE: z
    .string()
    .regex(/^\d{4}$/, 'PAGO_MOVIL_BANK_CODE es el código de 4 dígitos del banco (por ejemplo 0102)')
    .optional(),
  PAGO_MOVIL_PHONE: z
    .string()
    .regex(VENEZUELAN_PHONE, 'PAGO_MOVIL_PHONE debe ser un teléfono venezolano (por ejemplo 04141234567)')
    .optional(),
  PAGO_MOVIL_ID: z
    .string()
    .regex(
      /^[VEJPG]-?\d{6,9}(-?\d)?$/i,
      'PAGO_MOVIL_ID es la cédula o el RIF (por ejemplo V12345678 o J409876543)',
    )
    .optional(),
  /** The cooperative's profiles, linked from the landing's footer; unset, no link. */
  SOCIAL_INSTAGRAM: socialProfile('SOCIAL_INSTAGRAM').optional(),
  SOCIAL_FACEBOOK: socialProfile('SOCIAL_FACEBOOK').optional(),
  SOCIAL_X: socialProfile('SOCIAL_X').optional(),
  SOCIAL_WHATSAPP: whatsappLink.optional(),
  /** Login attempts a minute per address. */
  LOGIN_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Failed logins per account before it waits 15 minutes. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(10),
  /** Recovery requests an hour per address, and per e-mail. */
  RECOVERY_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  RECOVERY_LIMIT_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(3),
  /** Hours between scheduled backups into DATA_DIR/backups (0: none); unset, 24 on the embedded database and 0 with DATABASE_URL. */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .optional(),
  /** Scheduled backups kept (the oldest beyond are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** Spare space on the data folder's disk under which administrators are warned, as a share of the disk (%). */
  DISK_WARN_FREE_PERCENT: z.coerce
    .number()
    .int()
    .min(0, 'DISK_WARN_FREE_PERCENT es un porcentaje entre 0 y 90')
    .max(90, 'DISK_WARN_FREE_PERCENT es un porcentaje entre 0 y 90')
    .default(10),
  /** The same in MB: below either, the disk is low. */
  DISK_WARN_FREE_MB: z.coerce
    .number()
    .int()
    .min(0, 'DISK_WARN_FREE_MB son megabytes: un entero de 0 en adelante')
    .max(100_000_000, 'DISK_WARN_FREE_MB admite hasta 100000000 (100 TB)')
    .default(1024),
  /** Spare space under which writes are refused (507), kept for PostgreSQL to go on answering (MB). */
  DISK_RESERVE_MB: z.coerce
    .number()
    .int()
    .min(
      32,
      'DISK_RESERVE_MB debe ser al menos 32 (MB): PostgreSQL necesita ese espacio para seguir respondiendo',
    )
    .max(102_400, 'DISK_RESERVE_MB admite hasta 102400 (100 GB)')
    .default(64),
  /** The kinds of document an application needs verified before it is approved (empty: none). */
  REQUIRED_DOCUMENTS: requiredDocuments.default([...DEFAULT_REQUIRED_DOCUMENTS]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Config = z.infer<typeof envSchema> & { PUBLIC_URL: string; BACKUP_EVERY_HOURS: number };

const PAGO_MOVIL_KEYS = [
  'PAGO_MOVIL_BANK',
  'PAGO_MOVIL_BANK_CODE',
  'PAGO_MOVIL_PHONE',
  'PAGO_MOVIL_ID',
] as const;

/** Reads the environment; exits with every problem listed when something is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as in most shells' `FOO= npm start`; an empty REQUIRED_DOCUMENTS
  // means no document is required (issue 31), so it is kept.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => v !== undefined && (v !== '' || k === 'REQUIRED_DOCUMENTS')),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const pagoMovil = PAGO_MOVIL_KEYS.filter((key) => parsed.data[key] !== undefined);
  if (pagoMovil.length > 0 && pagoMovil.length < PAGO_MOVIL_KEYS.length) {
    throw new Error(
      `Configuración inválida:\n  Pago Móvil: configure ${PAGO_MOVIL_KEYS.join(', ')} juntos (faltan ${PAGO_MOVIL_KEYS.filter((key) => !pagoMovil.includes(key)).join(', ')})`,
    );
  }
  if (parsed.data.ADMIN_PASSWORD && !parsed.data.ADMIN_EMAIL) {
    throw new Error('Configuración inválida:\n  ADMIN_PASSWORD requiere ADMIN_EMAIL');
  }
  // Links in e-mails point here; by default the address this server answers on. Paths are appended
  // to it, so a trailing slash would double.
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '');
  // A PostgreSQL of one's own has its own backups; the embedded one has only ours.
  const backupEveryHours = parsed.data.BACKUP_EVERY_HOURS ?? (parsed.data.DATABASE_URL ? 0 : 24);
  return { ...parsed.data, PUBLIC_URL: publicUrl, BACKUP_EVERY_HOURS: backupEveryHours };
}

/** Where carriers pay (the PAYMENT_* and PAGO_MOVIL_* settings): the payment form and the reminders show it. */
export const paymentDetailsOf = (config: Config): PaymentDetails => ({
  bank: config.PAYMENT_BANK_NAME,
  holder: config.PAYMENT_ACCOUNT_HOLDER,
  account: config.PAYMENT_ACCOUNT_NUMBER,
  rif: config.PAYMENT_RIF,
  pagoMovil: config.PAGO_MOVIL_PHONE
    ? {
        bank: config.PAGO_MOVIL_BANK!,
        bankCode: config.PAGO_MOVIL_BANK_CODE!,
        phone: config.PAGO_MOVIL_PHONE,
        id: config.PAGO_MOVIL_ID!,
      }
    : null,
});

/** The landing footer's links (the SOCIAL_* settings): only the networks configured. */
export const socialLinksOf = (config: Config): SocialLinks => ({
  instagram: config.SOCIAL_INSTAGRAM,
  facebook: config.SOCIAL_FACEBOOK,
  x: config.SOCIAL_X,
  whatsapp: config.SOCIAL_WHATSAPP,
});
