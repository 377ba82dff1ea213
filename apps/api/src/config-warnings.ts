import type { ConfigWarning } from '@app/domain';
import { PAYMENT_PLACEHOLDERS, type Config } from './config';

// Loopback only: 0.0.0.0 (the default HOST) and :: listen on every interface, so they count as open.
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/** "A, B y C", as the warnings list the variables to set. */
const spanishList = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/**
 * The settings a cooperative must not forget, each with what to set. A valid configuration may
 * still have them; the server starts anyway, logs each at start and shows them to administrators.
 */
export function configWarnings(config: Config): ConfigWarning[] {
  const warnings: ConfigWarning[] = [];

  const placeholders = (Object.keys(PAYMENT_PLACEHOLDERS) as (keyof typeof PAYMENT_PLACEHOLDERS)[]).filter(
    (name) => config[name] === PAYMENT_PLACEHOLDERS[name],
  );
  if (placeholders.length) {
    warnings.push({
      id: 'payment-placeholders',
      message: `Los datos bancarios para los pagos son los de ejemplo: configure ${spanishList(placeholders)}.`,
    });
  }

  // PUBLIC_URL unset means http://localhost:PORT: a link that opens only on the server itself.
  if (!LOOPBACK.test(config.HOST) && LOOPBACK.test(new URL(config.PUBLIC_URL).hostname)) {
    warnings.push({
      id: 'public-url-local',
      message: `El servidor escucha en ${config.HOST}, pero los enlaces de los correos apuntan a ${config.PUBLIC_URL}, que solo abre en este equipo: configure PUBLIC_URL con la dirección con la que se entra al sistema (por ejemplo https://prestamos.cooperativa.com.ve).`,
    });
  }

  if (config.DATABASE_URL && !config.JWT_SECRET) {
    warnings.push({
      id: 'jwt-secret-missing',
      message:
        'DATABASE_URL está configurada sin JWT_SECRET: cada servidor firma las sesiones con su propia clave y una sesión iniciada en uno falla en los demás. Configure JWT_SECRET (al menos 32 caracteres, el mismo en todos los servidores).',
    });
  }
  return warnings;
}

/**
 * Warnings a production server (NODE_ENV=production, the default) refuses to start with: sessions
 * that work on one server and fail on the others are a fault, not a setting to finish later.
 */
const REFUSED_IN_PRODUCTION = new Set(['jwt-secret-missing']);

/** Why this configuration must not start (empty when it may), each in Spanish with what to set. */
export function startRefusals(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  return configWarnings(config)
    .filter((warning) => REFUSED_IN_PRODUCTION.has(warning.id))
    .map(
      (warning) =>
        `El servidor no arranca en producción (NODE_ENV=production): ${warning.message} Para probar sin ella, use NODE_ENV=development.`,
    );
}
