/**
 * Who may do what in the back office: a fixed set of roles, several per user, each adding up to
 * a set of permissions. A superuser (`is_superuser`) holds every permission whatever their roles.
 * This table is the only place the rules are written; everything else derives from it.
 *
 * What each permission is meant to cover:
 * - templates.read: read and export the templates screen.
 * - templates.edit: change a template, run its AI generation, upload its reference images and
 *   start the video tasks of its own generation (those are reached through the template's routes,
 *   so no tasks.* permission is needed for them).
 * - templates.review: pass or reject a generated template.
 * - templates.publish: publish, take down and re-list; create and copy templates.
 * - templates.delete: delete templates.
 * - tasks.read / tasks.edit / tasks.delete: read and export, change (mark read included) and
 *   delete video tasks on the tasks screen.
 * - bulk.run: start bulk jobs (each batch still needs the permission of the action it runs).
 * - releases.manage: frontend modules, releases and deploy keys.
 * - releases.develop: point one module of the product, in one's own browser only, at one's
 *   development server or a stored release (a development override).
 * - users.manage: users and their roles; no role grants it, only a superuser holds it.
 */

export const PERMISSIONS = [
  'templates.read',
  'templates.edit',
  'templates.review',
  'templates.publish',
  'templates.delete',
  'tasks.read',
  'tasks.edit',
  'tasks.delete',
  'bulk.run',
  'releases.manage',
  'releases.develop',
  'users.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['template_reviewer', 'template_publisher', 'task_operator', 'viewer', 'release_manager', 'developer'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleLabel {
  en: string;
  'zh-CN': string;
}

const REVIEWER: readonly Permission[] = ['templates.read', 'templates.edit', 'templates.review'];

/** Each role: its names in both languages and the permissions it grants. */
export const ROLE_TABLE: Readonly<Record<Role, { label: RoleLabel; permissions: readonly Permission[] }>> = {
  template_reviewer: { label: { en: 'Template reviewer', 'zh-CN': '模板审核' }, permissions: REVIEWER },
  template_publisher: {
    label: { en: 'Template publisher', 'zh-CN': '模板运营' },
    permissions: [...REVIEWER, 'templates.publish', 'templates.delete', 'bulk.run'],
  },
  task_operator: {
    label: { en: 'Task operator', 'zh-CN': '任务运营' },
    permissions: ['tasks.read', 'tasks.edit', 'tasks.delete', 'bulk.run'],
  },
  viewer: { label: { en: 'Viewer', 'zh-CN': '只读' }, permissions: ['templates.read', 'tasks.read'] },
  release_manager: { label: { en: 'Release manager', 'zh-CN': '发布管理' }, permissions: ['releases.manage', 'releases.develop'] },
  developer: { label: { en: 'Developer', 'zh-CN': '开发者' }, permissions: ['releases.develop'] },
};

/** The name of `is_superuser`, shown beside the roles. */
export const SUPERUSER_LABEL: RoleLabel = { en: 'Superuser', 'zh-CN': '超级管理员' };

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** What a user may do: everything for a superuser, otherwise what their roles add up to; sorted. */
export function permissionsOf(user: { is_superuser: boolean; roles: readonly Role[] }): Permission[] {
  const granted = user.is_superuser ? PERMISSIONS : user.roles.flatMap((role) => ROLE_TABLE[role].permissions);
  return [...new Set(granted)].sort();
}

/** The user's roles in a stable order (the table's), without repeats. */
export const sortRoles = (roles: Iterable<string>): Role[] => {
  const held = new Set(roles);
  return ROLES.filter((role) => held.has(role));
};
