import type { Config } from '../../config.js';
import { forbidden } from '../../lib/http-errors.js';
import { passwordSignInOff } from '../../lib/messages.js';

type RuleConfig = Pick<Config, 'oidc' | 'firstSuperuser'>;

/**
 * With OIDC_ONLY, people sign in through the provider alone: a password (its sign-in, its
 * recovery) serves only the break-glass administrator, FIRST_SUPERUSER, who must still get in when
 * the provider is down. Sign-up is off then too (config.openRegistration).
 */
export function passwordSignInAllowed(config: RuleConfig, email: string): boolean {
  return !config.oidc?.only || email.trim().toLowerCase() === config.firstSuperuser.trim().toLowerCase();
}

/** Refuses (403, saying which way to sign in) a password sign-in the rule above does not allow. */
export function assertPasswordSignInAllowed(config: RuleConfig, email: string): void {
  if (!passwordSignInAllowed(config, email)) throw forbidden(passwordSignInOff(config.oidc?.displayName ?? 'SSO'));
}
