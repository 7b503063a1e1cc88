import { Field, Input } from '@fluentui/react-components';

interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A refusal to show under the field (it then reads as invalid). */
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** The 6-digit code of an authenticator app: digits only, the phone's number pad, and the one-time-code autofill. */
export function CodeInput({ label, value, onChange, error, autoFocus, disabled }: CodeInputProps) {
  return (
    <Field label={label} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Input
        value={value}
        onChange={(_, data) => onChange(data.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus={autoFocus}
        disabled={disabled}
        data-testid="two-factor-code-input"
      />
    </Field>
  );
}

export const isSixDigits = (code: string) => /^\d{6}$/.test(code);
