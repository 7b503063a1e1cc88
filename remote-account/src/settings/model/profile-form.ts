import type { UserUpdateMe } from '@video-admin/shared-ui/contract';

/** What the profile form edits: both fields as text, an empty name as ''. */
export interface ProfileFormValues {
  full_name: string;
  email: string;
}

/** An emptied name is cleared (null) rather than stored as ''. */
export function profileChanges({ full_name, email }: ProfileFormValues): UserUpdateMe {
  return { full_name: full_name.trim() || null, email };
}
