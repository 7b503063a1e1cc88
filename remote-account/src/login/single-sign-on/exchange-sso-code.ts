import { http } from '@video-admin/shared-ui';
import type { Token } from '@video-admin/shared-ui/contract';

/** The access token for the one-time code a finished single sign-on left in the address (good once, for a minute). */
export function exchangeSsoCode(code: string): Promise<Token> {
  return http.post<Token>('/api/v1/login/oidc/token', { json: { code } });
}
