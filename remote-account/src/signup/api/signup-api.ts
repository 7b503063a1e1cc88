import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { http, useAppToast, type UserPublic } from 'shared-ui';

export interface SignupForm {
  full_name: string;
  email: string;
  password: string;
  confirm_password: string;
}

export function signUp({ full_name, email, password }: SignupForm): Promise<UserPublic> {
  return http.post<UserPublic>('/api/v1/users/signup', { json: { full_name, email, password } });
}

export function useSignupMutation() {
  const navigate = useNavigate();
  const toast = useAppToast();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => navigate('/login'),
    onError: (error) => toast.error(error),
  });
}
