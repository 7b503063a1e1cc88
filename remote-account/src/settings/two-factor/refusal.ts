import { ApiError } from '@video-admin/shared-ui';

/** The server's detail of a refused call (its fixed English text), or null for any other failure. */
export function refusalDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const detail = (error.body as { detail?: unknown } | null | undefined)?.detail;
  return typeof detail === 'string' ? detail : null;
}

export const INCORRECT_CODE = 'Incorrect code';
export const INCORRECT_PASSWORD = 'Incorrect password';
