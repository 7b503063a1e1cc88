import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAppToast, type ToastAction, type ToastIntent } from '@video-admin/shared-ui';
import { loadScreenChangeTexts } from '../i18n';
import { templateKeys } from './template-keys';

export interface ToastMessage {
  intent: ToastIntent;
  title: string;
  description?: string;
  /** What to do about it: open the template just created. */
  action?: ToastAction;
  /** Names the toast: a later one of the id replaces it rather than stacking under it. */
  id?: string;
}

export interface TemplateMutationOptions<TVariables, TResult> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  successToast?: (variables: TVariables, result: TResult) => ToastMessage;
  /** Every change that fails tells the admin, with the reason where the server gives one. */
  failureToast: (error: unknown, variables: TVariables) => ToastMessage;
  onSuccess?: (result: TResult, variables: TVariables) => void;
  /** After the failure toast: a form shows the server's refusals at its fields. */
  onError?: (error: unknown, variables: TVariables) => void;
}

/** What a screen needs of a template change: start it, and whether it runs and for what. */
export interface TemplateMutation<TVariables> {
  /** `onSettled` runs once the call is done and the lists have been refetched (a row's focus comes back then). */
  mutate: (variables: TVariables, options?: { onSettled?: () => void }) => void;
  isPending: boolean;
  variables: TVariables | undefined;
}

/**
 * A template change with its toasts (their texts fetched beside the call); afterwards every list,
 * tab count, detail and history refetches.
 * The result stays the same object until the call starts or ends, unlike useMutation's (a new
 * object at every render): the tabs memoise their columns on it, and new columns would render
 * every row of the table again.
 */
export function useTemplateMutation<TVariables, TResult>({
  mutationFn,
  successToast,
  failureToast,
  onSuccess,
  onError,
}: TemplateMutationOptions<TVariables, TResult>): TemplateMutation<TVariables> {
  const queryClient = useQueryClient();
  const toast = useAppToast();
  const {
    mutate: start,
    isPending,
    variables,
  } = useMutation({
    // The toasts' texts come beside the call (not with the list), and are there when it is done.
    mutationFn: async (next: TVariables) => {
      const texts = loadScreenChangeTexts();
      try {
        return await mutationFn(next);
      } finally {
        await texts;
      }
    },
    onSuccess: (result, variables) => {
      if (successToast) {
        const { intent, title, description, action, id } = successToast(variables, result);
        toast.show(intent, title, description, { action, id });
      }
      onSuccess?.(result, variables);
    },
    onError: (error, variables) => {
      const { intent, title, description } = failureToast(error, variables);
      toast.show(intent, title, description);
      onError?.(error, variables);
    },
    // Returned so the row's button stays busy until the lists show the change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
  // useMutation's own mutate takes the per-call callbacks; they run after onSettled's refetch above.
  const mutate = useCallback(
    (next: TVariables, options?: { onSettled?: () => void }) =>
      start(next, options?.onSettled ? { onSettled: () => options.onSettled?.() } : undefined),
    [start],
  );
  return useMemo(() => ({ mutate, isPending, variables }), [mutate, isPending, variables]);
}
