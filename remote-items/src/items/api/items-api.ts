import { http } from 'shared-ui';

export interface Item {
  id: string;
  title: string;
  description: string | null;
  owner_id: string;
  created_at?: string;
}

export interface ItemsPage {
  data: Item[];
  count: number;
}

export interface ItemForm {
  title: string;
  description: string;
}

/** The API stores "no description" as null, never as ''. */
function toBody({ title, description }: ItemForm) {
  return { title, description: description.trim() ? description : null };
}

export function listItems({ skip, limit }: { skip: number; limit: number }, signal?: AbortSignal): Promise<ItemsPage> {
  return http.get<ItemsPage>('/api/v1/items/', { searchParams: { skip, limit }, signal });
}

export function createItem(form: ItemForm): Promise<Item> {
  return http.post<Item>('/api/v1/items/', { json: toBody(form) });
}

export function updateItem(id: string, form: ItemForm): Promise<Item> {
  return http.put<Item>(`/api/v1/items/${encodeURIComponent(id)}`, { json: toBody(form) });
}

export function deleteItem(id: string): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/api/v1/items/${encodeURIComponent(id)}`);
}
