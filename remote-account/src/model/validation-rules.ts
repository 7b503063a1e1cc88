import type { TFunction } from 'i18next';

// The validation rules the sign-in form needs, shared by every account form and worded by the
// account namespace. The other forms' rules are in ./form-rules, so /login's first load carries none of them.
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const PASSWORD_MIN = 8;

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

/**
 * "Validate on blur": a field is first checked when the user leaves it. After that
 * it is re-checked as they type, so a message goes away the moment it is fixed, instead of on
 * the next blur, where the form's layout would shift under a click on Save and swallow it.
 */
export const VALIDATION_MODE = 'onTouched';
