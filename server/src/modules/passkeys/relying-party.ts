import type { Config } from '../../config.js';

/** Who passkeys are made for and where a ceremony may come from (config.webauthn). */
export type RelyingParty = Config['webauthn'];
