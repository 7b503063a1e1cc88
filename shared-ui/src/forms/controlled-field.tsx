import { Field, type FieldProps } from '@fluentui/react-components';
import type { ChangeEvent, ReactElement } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type RefCallBack, type RegisterOptions } from 'react-hook-form';

/** What the render function spreads onto a Fluent Input, PasswordInput or Textarea. */
export interface ControlledInputProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  ref: RefCallBack;
  disabled?: boolean;
}

export interface ControlledFieldProps<T extends FieldValues> extends Omit<FieldProps, 'children' | 'validationMessage'> {
  control: Control<T>;
  name: FieldPath<T>;
  rules?: RegisterOptions<T, FieldPath<T>>;
  children: (input: ControlledInputProps) => ReactElement;
}

/**
 * A Fluent Field bound to react-hook-form as a controlled input or textarea. Fluent's Input and
 * Textarea keep their own value state and write it back on every render, so `register` (which
 * sets the DOM value directly) loses values that come from the form instead of the keyboard:
 * prefilled values, `reset` and `setValue`.
 *
 * The field's error shows once the field was left (blurred) or the form submitted: the product's
 * "validate on blur", even in a form that validates on every change to keep its Save button's
 * enabled state current.
 */
export function ControlledField<T extends FieldValues>({ control, name, rules, children, ...fieldProps }: ControlledFieldProps<T>) {
  const { field, fieldState, formState } = useController({ control, name, rules });
  const shown = fieldState.isTouched || formState.isSubmitted;
  return (
    <Field {...fieldProps} validationMessage={shown ? fieldState.error?.message : undefined}>
      {children({ ...field, value: (field.value as string | null | undefined) ?? '' })}
    </Field>
  );
}
