import type { Config } from '../../config';
import type { AttemptLimit } from '../../lib/attempt-limiter';

/** The sign-in and recovery limits, per account and per address, from configuration (counted in the database). */
export function signInLimits(config: Config) {
  return {
    loginAccount: { name: 'login-account', max: config.LOGIN_FAILURES_PER_ACCOUNT, windowSeconds: 15 * 60 },
    loginAddress: { name: 'login-address', max: config.LOGIN_LIMIT_PER_IP_PER_MINUTE, windowSeconds: 60 },
    recoveryAccount: {
      name: 'recovery-account',
      max: config.RECOVERY_LIMIT_PER_ACCOUNT_PER_HOUR,
      windowSeconds: 3600,
    },
    recoveryAddress: {
      name: 'recovery-address',
      max: config.RECOVERY_LIMIT_PER_IP_PER_HOUR,
      windowSeconds: 3600,
    },
    // Opening and using e-mailed links (a guessed link is a guessed password), counted apart from asking for them.
    linkAddress: { name: 'link-address', max: config.RECOVERY_LIMIT_PER_IP_PER_HOUR, windowSeconds: 3600 },
  } satisfies Record<string, AttemptLimit>;
}
