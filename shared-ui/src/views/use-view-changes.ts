import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserViewCreate, UserViewUpdate } from '@video-admin/shared-ui/contract';
import type { ViewList } from './list-layout';
import { createView, deleteView, updateView, viewKeys } from './views-api';

/** Saving, changing and deleting a person's views of a list; each refreshes the list's views. */
export function useViewChanges(list: ViewList) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: viewKeys.list(list) });
  const create = useMutation({ mutationFn: (body: UserViewCreate) => createView(body), onSettled: refresh });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserViewUpdate }) => updateView(id, body),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => deleteView(id), onSettled: refresh });
  return { create, update, remove };
}
