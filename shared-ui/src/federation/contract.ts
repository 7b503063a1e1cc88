import type { ComponentType } from 'react';
import { PERMISSIONS, type Permission } from '../session/permission-names';

// The whole contract between the shell and a remote. The shell mounts an exposed component
// under a splat route and passes only where it mounted it; everything else (session, API
// client, toasts, texts) the remote takes from shared-ui. The component renders its routes with
// shared-ui's RemoteRoutes, never react-router's Routes: every other path below the mount then
// shows the not-found page (tests/__tests__/unknown-paths.test.tsx checks every exposed module).
export interface RemoteMountProps {
  /** The path the shell mounted this component at, e.g. '/items'. */
  basePath: string;
}

export type RemoteComponent = ComponentType<RemoteMountProps>;

/** What every exposed module must export. */
export interface RemoteModule {
  default: RemoteComponent;
  /**
   * Optional: fetches what the component would otherwise suspend on at its first render (its
   * texts, the pager), and settles once that is there or has failed; a failure is left to the
   * component, which asks again and reports it. The shell shows the component after it, so the
   * screen appears whole instead of as a spinner that React then keeps for at least 300 ms (its
   * Suspense throttling).
   */
  prepare?: () => Promise<unknown>;
}

/** A remote's federation name, which is also its key in config.json (the registry's config key). */
export type RemoteName = string;

/** The languages every declared text comes in. */
export type DeclaredText = { en: string; 'zh-CN': string };

/**
 * Who may enter a route: superusers only ('superuser'), or whoever holds a back-office permission
 * ('templates.read', 'tasks.read', 'releases.manage', 'users.manage', ...; a superuser holds every one).
 */
export type RoutePermission = 'superuser' | Permission;
/** Every permission a route may need (the build's check, kit/build/mounts-declaration.cjs, has the same list). */
export const ROUTE_PERMISSIONS: readonly RoutePermission[] = ['superuser', ...PERMISSIONS];

/** A screen a remote mounts in the shell. */
export interface ModuleRoute {
  /** Absolute path, e.g. '/items'; everything below it is the remote's too (the longest match wins). */
  path: string;
  /** The exposed module's name without './' ('App', 'Login'). */
  module: string;
  session: 'signed-out' | 'signed-in';
  /** Absent: anyone in that session. The side menu shows the route's entries only to who may enter it. */
  permission?: RoutePermission;
}

/** The icons a side-menu entry may take. */
export const MENU_ICONS = ['apps-list', 'settings', 'video-clip', 'task-list', 'document', 'people', 'chart', 'box'] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** An entry of the side menu (signed-in users only); it is shown to whoever may enter the route it opens. */
export interface MenuEntry {
  path: string;
  label: DeclaredText;
  icon: MenuIcon;
  /** Smaller first, inside its group. */
  order: number;
  /** 'main' entries come first, after the shell's dashboard; 'admin' entries after them. */
  group: 'main' | 'admin';
}

/**
 * What a remote's build declares it mounts (mounts.json, beside its mf-manifest.json): written by
 * the shared build from the package's webpack config, validated when a release is published,
 * and carried to the shell in the runtime config for every live module.
 */
export interface ModuleDeclaration {
  /** The language its screens take when the person has chosen none. */
  defaultLanguage: 'en' | 'zh-CN';
  routes: ModuleRoute[];
  menu: MenuEntry[];
}

/** A live remote as the runtime config describes it (its key there is its config key). */
export interface LiveModule extends ModuleDeclaration {
  /** The registry's name, its package name: 'remote-items'. */
  name: string;
  displayName: DeclaredText;
}
