import type { TFunction } from 'i18next';
import type { UseFormSetError } from 'react-hook-form';
import type { BodyLoginLoginAccessToken } from '@video-admin/shared-ui/contract';
import { fieldRefusal, LOGIN_REFUSALS } from '../../model/field-refusals';

/**
 * Says why a sign-in was refused, once: a wrong e-mail or password at the password field (which
 * takes the focus), anything else (an inactive account, too many attempts) in a toast.
 * Its own chunk, fetched on the first refusal: /login's first load carries none of it.
 */
export function showLoginRefusal(
  error: unknown,
  setError: UseFormSetError<BodyLoginLoginAccessToken>,
  showToast: (error: unknown) => void,
  t: TFunction,
): void {
  const refusal = fieldRefusal(error, LOGIN_REFUSALS);
  if (refusal) setError(refusal.field, { type: 'server', message: t(refusal.messageKey) }, { shouldFocus: true });
  else showToast(error);
}
