import { ApiError } from '@video-admin/shared-ui';

/**
 * A refusal the server words for one field of the form (a wrong password, say): the form shows it
 * at that field as well as in the toast, where the user looks to correct it. The server's 400
 * details are fixed texts of the API, so they name the field; the message is the form's own,
 * in the screen's language.
 */
export interface FieldRefusal<Field extends string> {
  field: Field;
  /** A key of the account texts. */
  messageKey: string;
}

export const LOGIN_REFUSALS = {
  'Incorrect email or password': { field: 'password', messageKey: 'refusals.incorrectCredentials' },
} as const satisfies Record<string, FieldRefusal<'username' | 'password'>>;

export const PASSWORD_CHANGE_REFUSALS = {
  'Incorrect password': { field: 'current_password', messageKey: 'refusals.incorrectPassword' },
  'New password cannot be the same as the current one': { field: 'new_password', messageKey: 'refusals.samePassword' },
} as const satisfies Record<string, FieldRefusal<'current_password' | 'new_password'>>;

/** The field a failed call's 400 detail belongs to, if it is one of `refusals`. */
export function fieldRefusal<Field extends string>(
  error: unknown,
  refusals: Record<string, FieldRefusal<Field>>,
): FieldRefusal<Field> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const detail = (error.body as { detail?: unknown } | null | undefined)?.detail;
  return typeof detail === 'string' && Object.hasOwn(refusals, detail) ? refusals[detail] : undefined;
}
