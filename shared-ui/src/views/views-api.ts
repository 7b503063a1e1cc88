import { http } from '@video-admin/shared-ui';
import type { UserViewCreate, UserViewPublic, UserViewsPublic, UserViewUpdate } from '@video-admin/shared-ui/contract';
import type { ViewList } from './list-layout';

const VIEWS = '/api/v1/users/me/views/';

export const viewKeys = {
  all: ['user-views'] as const,
  list: (list: ViewList) => [...viewKeys.all, list] as const,
};

/** The person's views of a list and those shared with a role of theirs. */
export const getViews = (list: ViewList, signal?: AbortSignal) => http.get<UserViewsPublic>(VIEWS, { searchParams: { list }, signal });
export const createView = (body: UserViewCreate) => http.post<UserViewPublic>(VIEWS, { json: body });
export const updateView = (id: string, body: UserViewUpdate) => http.put<UserViewPublic>(`${VIEWS}${id}`, { json: body });
export const deleteView = (id: string) => http.delete<{ message: string }>(`${VIEWS}${id}`);
