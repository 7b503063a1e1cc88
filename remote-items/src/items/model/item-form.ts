import type { ItemCreate } from '@video-admin/shared-ui/contract';

/** What the add and edit dialogs edit: both fields as text, an empty description as ''. */
export interface ItemFormValues {
  title: string;
  description: string;
}

/** The API stores "no description" as null, never as ''. */
export function itemBody({ title, description }: ItemFormValues): ItemCreate {
  return { title, description: description.trim() ? description : null };
}
