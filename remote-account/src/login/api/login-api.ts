import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { http, useAppToast, useSession } from 'shared-ui';

export interface LoginForm {
  username: string;
  password: string;
}

interface Token {
  access_token: string;
  token_type: string;
}

/** OAuth2 password flow: the starter's backend takes a form-encoded body. */
export function loginAccessToken({ username, password }: LoginForm): Promise<Token> {
  return http.post<Token>('/api/v1/login/access-token', { body: new URLSearchParams({ username, password }) });
}

export function useLoginMutation() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useAppToast();
  return useMutation({
    mutationFn: loginAccessToken,
    onSuccess: ({ access_token }) => {
      session.login(access_token);
      navigate('/');
    },
    onError: (error) => toast.error(error),
  });
}
