import type { UserMePublic } from '../api/contract';
import names from './permission-names.json';

/** A right in the back office, e.g. `templates.publish`; the server's role table grants them. */
export type Permission = UserMePublic['permissions'][number];

/**
 * Every permission, in the server's order (the contract's; a test keeps the two the same). The list
 * is a JSON file so that the builds' checks (build/mounts-declaration.cjs) read the same one.
 */
export const PERMISSIONS = names as readonly Permission[];
