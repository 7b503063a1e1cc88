import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { http, useAppToast } from 'shared-ui';
import type { UserPublic, UserRegister } from 'shared-ui/contract';

export function signUp(user: UserRegister): Promise<UserPublic> {
  return http.post<UserPublic>('/api/v1/users/signup', { json: user });
}

export function useSignUp() {
  const navigate = useNavigate();
  const toast = useAppToast();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => navigate('/login'),
    onError: (error) => toast.error(error),
  });
}
