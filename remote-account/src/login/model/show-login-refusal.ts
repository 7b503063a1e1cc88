import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { BodyLoginLoginAccessToken } from '@video-admin/shared-ui/contract';
import { fieldRefusal, LOGIN_REFUSALS } from '../../model/field-refusals';
import { secondFactorStep, secondFactorTicket } from '../second-factor/second-factor-step';

/**
 * Says why a sign-in was refused, once: a wrong e-mail or password at the password field (which
 * takes the focus), anything else (an inactive account, too many attempts) in a toast.
 * Its own chunk, fetched on the first refusal: /login's first load carries none of it.
 * A right password of a person with two-step sign-in on is answered with a ticket instead: the
 * code step (in this chunk too, so /login names no new chunk) then replaces the form, through `showStep`.
 */
export function showLoginRefusal(
  error: unknown,
  setError: UseFormSetError<BodyLoginLoginAccessToken>,
  showToast: (error: unknown) => void,
  t: TFunction,
  showStep?: (step: ReactNode) => void,
): void {
  const ticket = secondFactorTicket(error);
  if (ticket && showStep) {
    void secondFactorStep(ticket, { onBack: () => showStep(null), showToast }).then(showStep, showToast);
    return;
  }
  const refusal = fieldRefusal(error, LOGIN_REFUSALS);
  if (refusal) setError(refusal.field, { type: 'server', message: t(refusal.messageKey) }, { shouldFocus: true });
  else showToast(error);
}
