import type { ColumnType } from 'kysely';
import type { Database } from '../../db/types.js';

/** One passkey of a person (a WebAuthn credential), as the migration 2026-12-06-002 creates it. */
export interface UserPasskeysTable {
  id: string;
  user_id: string;
  /** The credential's id, base64url, as the authenticator names it. */
  credential_id: string;
  /** The credential's COSE public key, base64url. */
  public_key: string;
  /** The signature counter last seen (PostgreSQL returns bigint as text). */
  counter: ColumnType<number | string, number, number>;
  /** JSON array of the transports the authenticator reported ('internal', 'hybrid', 'usb'...). */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A ceremony ticket that has been used, kept until it would have expired. */
export interface PasskeyUsedTicketsTable {
  id: string;
  expires_at: string;
}

/** The application's tables and the passkeys'. */
export interface PasskeysDatabase extends Database {
  user_passkeys: UserPasskeysTable;
  passkey_used_tickets: PasskeyUsedTicketsTable;
}
