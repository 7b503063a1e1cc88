import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserViewCreate, UserViewUpdate } from '@video-admin/shared-ui/contract';
import type { ViewList } from './list-layout';
import { createView, deleteView, getViews, updateView, viewKeys } from './views-api';

/** The person's views of a list (and those shared with them), with saving, changing and deleting. */
export function useListViews(list: ViewList) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: viewKeys.list(list), queryFn: ({ signal }) => getViews(list, signal), staleTime: 30_000 });
  const refresh = () => client.invalidateQueries({ queryKey: viewKeys.list(list) });
  const create = useMutation({ mutationFn: (body: UserViewCreate) => createView(body), onSettled: refresh });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserViewUpdate }) => updateView(id, body),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => deleteView(id), onSettled: refresh });
  return { query, create, update, remove };
}
