// How strong a new password looks, as a score out of PASSWORD_STRENGTH_MAX: one point for each
// of a sufficient length, mixed case, a digit and a symbol. It guides; the rules that refuse a
// password are the validation rules (length) and the server.
export const PASSWORD_STRENGTH_MAX = 4;

export type StrengthLevel = 'low' | 'medium' | 'high';

export function passwordStrength(password: string): number {
  if (!password) return 0;
  const checks = [
    password.length >= 8,
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  return checks.filter(Boolean).length;
}

/** The labels for the share of the maximum: under 33 % Low, under 66 % Medium, else High. */
export function strengthLevel(value: number, max = PASSWORD_STRENGTH_MAX): StrengthLevel {
  const percent = (value / max) * 100;
  if (percent < 33) return 'low';
  if (percent < 66) return 'medium';
  return 'high';
}

/** What the strength meter shows of a password: its score, the segments coloured, and the label. */
export interface StrengthReading {
  value: number;
  filled: number;
  /** null for an empty field, which the meter says nothing about. */
  level: StrengthLevel | null;
}

/** A typed password colours at least one segment, so a weak one reads as weak rather than as nothing typed. */
export function strengthReading(password: string, max = PASSWORD_STRENGTH_MAX): StrengthReading {
  if (!password) return { value: 0, filled: 0, level: null };
  const value = Math.min(passwordStrength(password), max);
  return { value, filled: Math.max(value, 1), level: strengthLevel(value, max) };
}
