import type { ChoosableColumn } from '@video-admin/shared-ui/views';

/** The users table's columns: the e-mail names the row and the menu acts on it, so both always show. */
export const USER_COLUMN_IDS = ['email', 'name', 'roles', 'active', 'superuser', 'created', 'lastLogin', 'actions'] as const;
export type UserColumnId = (typeof USER_COLUMN_IDS)[number];

export interface UserColumn extends ChoosableColumn {
  id: UserColumnId;
}

export const userColumns = (label: (id: UserColumnId) => string): UserColumn[] =>
  USER_COLUMN_IDS.map((id) => ({
    id,
    label: label(id),
    ...(id === 'email' ? { fixed: 'start' as const } : id === 'actions' ? { fixed: 'end' as const } : {}),
  }));
