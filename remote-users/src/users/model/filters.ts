import { isRole, type Role } from './roles';

/** The list's filters, one URL key each: a part of the e-mail or name, and a role. */
export const USER_FILTER_KEYS = ['q', 'role'] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

export interface UserQuery {
  skip: number;
  limit: number;
  q?: string;
  role?: Role;
}

/** The list call's query for a page of the filters in force; an unknown role in the URL filters nothing. */
export function userQuery(values: Record<UserFilterKey, string>, page: number, pageSize: number): UserQuery {
  const q = values.q.trim();
  return {
    skip: (page - 1) * pageSize,
    limit: pageSize,
    ...(q ? { q } : {}),
    ...(isRole(values.role) ? { role: values.role } : {}),
  };
}
