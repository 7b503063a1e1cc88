import type { Database } from '../../db/types.js';

/** A provider's subject, remembered as one person. */
export interface OidcIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: string;
}

/** A one-time code of a finished sign-in at the provider, by the SHA-256 of the code. */
export interface OidcSignInCodesTable {
  code_hash: string;
  user_id: string;
  /** Stored timestamp (lib/time.ts). */
  expires_at: string;
}

/** The application's tables and single sign-on's. */
export interface OidcDatabase extends Database {
  oidc_identities: OidcIdentitiesTable;
  oidc_sign_in_codes: OidcSignInCodesTable;
}
