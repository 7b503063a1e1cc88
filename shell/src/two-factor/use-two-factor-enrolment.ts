import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { http, useCurrentUser } from '@video-admin/shared-ui';
import type { TwoFactorStatus } from '@video-admin/shared-ui/contract';
import { useCurrentViewAs } from '../view-as/current-view-as';

/** Where a person whose role requires two-step sign-in sets it up: Settings, on its tab. */
export const ENROLMENT_PATH = '/settings';
export const ENROLMENT_SEARCH = '?tab=twoFactor';

/**
 * A signed-in person whose role requires two-step sign-in (REQUIRE_TWO_FACTOR_ROLES) and who has
 * none is led to set it up: every route but Settings' two-step tab leads there until it is on.
 * Only a superuser or a person with a role can be required to, so only they ask; the answer is the
 * Settings tab's own query (the same key), so turning it on there releases the guard at once.
 * A superuser viewing the product as someone else is not led anywhere: the view is read-only.
 */
export function useTwoFactorEnrolment(): void {
  const { data: user } = useCurrentUser();
  const { data: view, isPending: viewPending } = useCurrentViewAs();
  const mightBeRequired = Boolean(user && (user.is_superuser || user.roles.length > 0)) && !viewPending && !view;
  const { data: status } = useQuery({
    queryKey: ['users', 'me', 'two-factor'],
    queryFn: () => http.get<TwoFactorStatus>('/api/v1/users/me/two-factor'),
    enabled: mightBeRequired,
  });
  const mustEnrol = mightBeRequired && status?.required === true && !status.enabled;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onEnrolment = pathname === ENROLMENT_PATH && search === ENROLMENT_SEARCH;

  useEffect(() => {
    if (mustEnrol && !onEnrolment) navigate(`${ENROLMENT_PATH}${ENROLMENT_SEARCH}`, { replace: true });
  }, [mustEnrol, onEnrolment, navigate]);
}
