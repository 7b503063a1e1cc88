import type { UserCreate, UserPublic, UserUpdate } from '@video-admin/shared-ui/contract';
import { sortedRoles, type Role } from './roles';

/** How a new user gets their password: a mailed link to set it themselves, or one given here. */
export type AddMode = 'invite' | 'password';

export interface UserFormValues {
  email: string;
  fullName: string;
  roles: Role[];
  isSuperuser: boolean;
  isActive: boolean;
  /** Only when adding with a password. */
  password: string;
}

/**
 * A new user: with a password, or invited (`invite: true`, no password), the person then setting
 * their own through the link mailed to them (the password recovery mail's path).
 */
export type NewUserBody = UserCreate;

/** The API's limits, so an input stops there instead of the server refusing it. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const TEXT_MAX = 255;

export const EMPTY_USER: UserFormValues = { email: '', fullName: '', roles: [], isSuperuser: false, isActive: true, password: '' };

export function formValuesOf(user: UserPublic): UserFormValues {
  return {
    email: user.email,
    fullName: user.full_name ?? '',
    roles: sortedRoles(user.roles),
    isSuperuser: user.is_superuser,
    isActive: user.is_active,
    password: '',
  };
}

/** The fields both bodies share; the API stores "no name" as null, never as ''. */
function common(values: UserFormValues) {
  return {
    email: values.email.trim(),
    full_name: values.fullName.trim() ? values.fullName.trim() : null,
    roles: sortedRoles(values.roles),
    is_superuser: values.isSuperuser,
    is_active: values.isActive,
  };
}

export function newUserBody(mode: AddMode, values: UserFormValues): NewUserBody {
  return mode === 'invite' ? { ...common(values), invite: true } : { ...common(values), password: values.password };
}

/** Only what changed, so a save that changes one field sends one (and leaves the rest as another admin may have set it). */
export function userChanges(user: UserPublic, values: UserFormValues): UserUpdate {
  const next = common(values);
  const before = common(formValuesOf(user));
  const changes: UserUpdate = {};
  if (next.email !== before.email) changes.email = next.email;
  if (next.full_name !== before.full_name) changes.full_name = next.full_name;
  if (next.roles.join() !== before.roles.join()) changes.roles = next.roles;
  if (next.is_superuser !== before.is_superuser) changes.is_superuser = next.is_superuser;
  if (next.is_active !== before.is_active) changes.is_active = next.is_active;
  return changes;
}

/** A light check of the address; the server has the last word. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
