import type { DeployKeyCreate, DeployKeyPublic } from '@video-admin/shared-ui/contract';

export interface KeyFormValues {
  module: string;
  name: string;
  /** Empty: the key never expires. */
  expiresInDays: string;
  canPromote: boolean;
}

/** What POST /api/v1/deploy-keys/ takes, or null while a field does not hold a value of its kind. */
export function keyBody(values: KeyFormValues): DeployKeyCreate | null {
  const days = values.expiresInDays.trim();
  const expires = days === '' ? null : Number(days);
  if (!values.module || !values.name.trim()) return null;
  if (expires !== null && (!Number.isInteger(expires) || expires < 1)) return null;
  return { module: values.module, name: values.name.trim(), expires_in_days: expires, can_promote: values.canPromote };
}

export type KeyState = 'active' | 'revoked' | 'expired';

/** Whether a key still works: revoked and expired ones stay listed. */
export function keyState(key: DeployKeyPublic, now = Date.now()): KeyState {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && Date.parse(key.expires_at) <= now) return 'expired';
  return 'active';
}
