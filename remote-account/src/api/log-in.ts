import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { http, useSession } from '@video-admin/shared-ui';
import type { BodyLoginLoginAccessToken, Token } from '@video-admin/shared-ui/contract';

/** OAuth2's password flow: the e-mail as username and the password, form-encoded. */
export function logIn({ username, password }: Pick<BodyLoginLoginAccessToken, 'username' | 'password'>): Promise<Token> {
  return http.post<Token>('/api/v1/login/access-token', { body: new URLSearchParams({ username, password }) });
}

/** Signs in and opens the dashboard; the screen says why a refusal happened (see LoginPage). */
export function useLogIn() {
  const session = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logIn,
    onSuccess: ({ access_token }) => {
      session.login(access_token);
      navigate('/');
    },
  });
}
