import type { UserPublic } from '@video-admin/shared-ui/contract';

/** A back-office role, as the API names it. */
export type Role = UserPublic['roles'][number];

/** The roles in the server's order (its role table's), which the screen keeps everywhere it lists them. */
export const ROLES: readonly Role[] = ['template_reviewer', 'template_publisher', 'task_operator', 'viewer', 'release_manager'];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** The user's roles in the table's order. */
export const sortedRoles = (roles: readonly string[]): Role[] => ROLES.filter((role) => roles.includes(role));
