import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { UserPublic, UserRegister } from '@video-admin/shared-ui/contract';
import { useSignupTranslation } from '../i18n';
import type { LoginState } from '../../model/login-state';

export function signUp(user: UserRegister): Promise<UserPublic> {
  return http.post<UserPublic>('/api/v1/users/signup', { json: user });
}

/** Once signed up, the user logs in: the login screen opens with the new account's e-mail filled in. */
export function useSignUp() {
  const { t } = useSignupTranslation();
  const navigate = useNavigate();
  const toast = useAppToast();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ email }) => {
      toast.success(t('signup.created'));
      navigate('/login', { state: { email } satisfies LoginState });
    },
    onError: (error) => toast.error(error),
  });
}
