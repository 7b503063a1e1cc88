import type { TFunction } from 'i18next';
import { nameLength } from './name-length';

// The sign-up, profile and new-password forms' own rules (the sign-in form's are in ./validation-rules).
// The name rules are worded by their screen's own texts (sign-up's, the settings'), passed as `t`.
export const SIGNUP_FULL_NAME_MIN = 3;
export const PROFILE_FULL_NAME_MAX = 30;

export function confirmPasswordRules(t: TFunction, password: () => string) {
  return {
    required: t('validation.confirmRequired'),
    validate: (value: string) => value === password() || t('validation.passwordsMismatch'),
  };
}

/** A name of at least three characters, where a CJK character counts two (see nameLength). */
export function signupFullNameRules(t: TFunction) {
  return {
    required: t('validation.fullNameRequired'),
    validate: (value: string) => nameLength(value) >= SIGNUP_FULL_NAME_MIN || t('validation.fullNameMin'),
  };
}

export function profileFullNameRules(t: TFunction) {
  return {
    maxLength: { value: PROFILE_FULL_NAME_MAX, message: t('validation.fullNameMax') },
  };
}
