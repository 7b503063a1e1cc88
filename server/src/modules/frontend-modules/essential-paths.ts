import { ownerOf, type PathClaim } from './module-paths.js';

/**
 * The screens the product cannot do without: the module that owns one (the longest claim covering
 * it) cannot be retired, since no other module may mount a path it owns and the path would lead
 * nowhere. The sign-in screens, without which nobody can sign in, sign up or get back in:
 */
export const SIGN_IN_PATHS: readonly string[] = ['/login', '/signup', '/recover-password', '/reset-password'];

/**
 * The pages the shell itself links to (its user menu, its sign-out, its dashboard's figures), which
 * would become dead links. Kept in step with shell/src by a test that reads its path literals.
 */
export const SHELL_LINKED_PATHS: readonly string[] = [
  '/settings',
  '/items',
  '/admin',
  '/admin/pending',
  '/admin/generated',
  '/admin/completion',
  '/admin/published',
  '/admin/video-tasks',
];

export const ESSENTIAL_PATHS: readonly string[] = [...SIGN_IN_PATHS, ...SHELL_LINKED_PATHS];

/** The essential paths a module owns, in the list's order: why it cannot be retired. */
export function essentialPathsOf(module: string, claims: readonly PathClaim[]): string[] {
  return ESSENTIAL_PATHS.filter((path) => ownerOf(claims, path)?.module === module);
}
