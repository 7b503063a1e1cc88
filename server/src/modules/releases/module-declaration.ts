/**
 * What a remote's build declares it mounts, in the mounts.json beside its mf-manifest.json
 * (written by the shared build from the package's webpack config): its routes, its side-menu
 * entries and the language its screens take when the person has chosen none. Checked when a
 * release is published; the live releases' declarations reach the shell in the runtime config.
 */

import { PERMISSIONS, type Permission } from '../../lib/roles.js';

export const DECLARATION_FILE = 'mounts.json';

export type DeclaredLanguage = 'en' | 'zh-CN';
const LANGUAGES: readonly string[] = ['en', 'zh-CN'];

/** The icons the shell draws for menu entries. */
export const MENU_ICONS: readonly string[] = ['apps-list', 'settings', 'video-clip', 'task-list', 'document', 'people', 'chart', 'box'];

/** Who may enter a route: superusers only, or whoever holds one of the back office's permissions (a superuser holds all). */
export type RoutePermission = 'superuser' | Permission;
export const ROUTE_PERMISSIONS: readonly string[] = ['superuser', ...PERMISSIONS];

export interface DeclaredRoute {
  path: string;
  module: string;
  session: 'signed-out' | 'signed-in';
  permission?: RoutePermission;
}

export interface DeclaredMenuEntry {
  path: string;
  label: Record<DeclaredLanguage, string>;
  icon: string;
  order: number;
  group: 'main' | 'admin';
}

export interface ModuleDeclaration {
  defaultLanguage: DeclaredLanguage;
  routes: DeclaredRoute[];
  menu: DeclaredMenuEntry[];
}

const PATH = /^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/;
const MODULE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;

export const covers = (route: { path: string }, path: string) => path === route.path || path.startsWith(`${route.path}/`);

function routeProblem(route: unknown, index: number): string | null {
  const where = `routes[${index}]`;
  if (!isRecord(route)) return `${where} is not an object`;
  if (typeof route.path !== 'string' || !PATH.test(route.path)) return `${where}.path must be an absolute path like /reports`;
  if (typeof route.module !== 'string' || !MODULE.test(route.module)) return `${where}.module must name an exposed module, like App`;
  if (route.session !== 'signed-out' && route.session !== 'signed-in') return `${where}.session must be signed-out or signed-in`;
  if (route.permission !== undefined && (typeof route.permission !== 'string' || !ROUTE_PERMISSIONS.includes(route.permission)))
    return `${where}.permission must be one of ${ROUTE_PERMISSIONS.join(', ')} when given`;
  if (route.permission !== undefined && route.session !== 'signed-in') return `${where}: only a signed-in route can need a permission`;
  return null;
}

function menuProblem(entry: unknown, index: number, routes: DeclaredRoute[]): string | null {
  const where = `menu[${index}]`;
  if (!isRecord(entry)) return `${where} is not an object`;
  if (typeof entry.path !== 'string' || !PATH.test(entry.path.split('?')[0]!)) return `${where}.path must be an absolute path`;
  const path = entry.path;
  if (!routes.some((route) => route.session === 'signed-in' && covers(route, path.split('?')[0]!)))
    return `${where}.path ${entry.path} opens none of this module's signed-in routes`;
  if (!isRecord(entry.label) || !LANGUAGES.every((language) => isText((entry.label as Record<string, unknown>)[language], 64)))
    return `${where}.label needs a text in en and in zh-CN`;
  if (typeof entry.icon !== 'string' || !MENU_ICONS.includes(entry.icon)) return `${where}.icon must be one of ${MENU_ICONS.join(', ')}`;
  if (typeof entry.order !== 'number' || !Number.isFinite(entry.order)) return `${where}.order must be a number`;
  if (entry.group !== 'main' && entry.group !== 'admin') return `${where}.group must be main or admin`;
  return null;
}

/** The declaration in `text`, or why it is not one. */
export function parseModuleDeclaration(text: string | null): { declaration: ModuleDeclaration } | { problem: string } {
  if (text === null) return { problem: `the build has no ${DECLARATION_FILE} (what it mounts)` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: `${DECLARATION_FILE} is not JSON` };
  }
  if (!isRecord(value)) return { problem: `${DECLARATION_FILE} must be an object` };
  if (typeof value.defaultLanguage !== 'string' || !LANGUAGES.includes(value.defaultLanguage))
    return { problem: `${DECLARATION_FILE}: defaultLanguage must be en or zh-CN` };
  if (!Array.isArray(value.routes) || value.routes.length === 0 || value.routes.length > 100)
    return { problem: `${DECLARATION_FILE}: routes must list 1 to 100 routes` };
  if (!Array.isArray(value.menu) || value.menu.length > 20) return { problem: `${DECLARATION_FILE}: menu must list at most 20 entries` };
  const routeError = value.routes.map(routeProblem).find((problem) => problem !== null);
  if (routeError) return { problem: `${DECLARATION_FILE}: ${routeError}` };
  const routes = value.routes as DeclaredRoute[];
  const paths = routes.map((route) => route.path);
  const twice = paths.find((path, index) => paths.indexOf(path) !== index);
  if (twice) return { problem: `${DECLARATION_FILE}: the route ${twice} is declared twice` };
  const menuError = value.menu.map((entry, index) => menuProblem(entry, index, routes)).find((problem) => problem !== null);
  if (menuError) return { problem: `${DECLARATION_FILE}: ${menuError}` };
  const declaration: ModuleDeclaration = {
    defaultLanguage: value.defaultLanguage as DeclaredLanguage,
    routes: routes.map(({ path, module, session, permission }) => ({ path, module, session, ...(permission ? { permission } : {}) })),
    menu: (value.menu as DeclaredMenuEntry[]).map(({ path, label, icon, order, group }) => ({
      path,
      label: { en: label.en, 'zh-CN': label['zh-CN'] },
      icon,
      order,
      group,
    })),
  };
  return { declaration };
}
