import type { TFunction } from 'i18next';
import { nameLength } from './name-length';

// The validation rules every account form shares, worded by the account namespace.
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const PASSWORD_MIN = 8;
export const SIGNUP_FULL_NAME_MIN = 3;
export const PROFILE_FULL_NAME_MAX = 30;

export function emailRules(t: TFunction, requiredKey = 'validation.emailRequired') {
  return {
    required: t(requiredKey),
    pattern: { value: EMAIL_PATTERN, message: t('validation.invalidEmail') },
  };
}

export function passwordRules(t: TFunction) {
  return {
    required: t('validation.passwordRequired'),
    minLength: { value: PASSWORD_MIN, message: t('validation.passwordMin') },
  };
}

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

/**
 * "Validate on blur": a field is first checked when the user leaves it. After that
 * it is re-checked as they type, so a message goes away the moment it is fixed, instead of on
 * the next blur, where the form's layout would shift under a click on Save and swallow it.
 */
export const VALIDATION_MODE = 'onTouched';
