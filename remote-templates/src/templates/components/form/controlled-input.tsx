import { Input, Textarea, type InputProps, type TextareaProps } from '@fluentui/react-components';
import { useController, type Control, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';

// Fluent's Input and Textarea keep their own state, so a value that react-hook-form writes to
// the DOM (defaults, reset, setValue from an AI button) would be overwritten on the next render.
// Binding them through useController keeps the form the only owner of the value.

interface ControlledProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  rules?: Omit<RegisterOptions<T, FieldPath<T>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
}

export type ControlledInputProps<T extends FieldValues> = ControlledProps<T> &
  Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name'>;

export function ControlledInput<T extends FieldValues>({ control, name, rules, ...props }: ControlledInputProps<T>) {
  const { field } = useController({ control, name, rules });
  return (
    <Input
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onBlur={field.onBlur}
      onChange={(_, data) => field.onChange(data.value)}
    />
  );
}

export type ControlledTextareaProps<T extends FieldValues> = ControlledProps<T> &
  Omit<TextareaProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name'>;

export function ControlledTextarea<T extends FieldValues>({ control, name, rules, ...props }: ControlledTextareaProps<T>) {
  const { field } = useController({ control, name, rules });
  return (
    <Textarea
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onBlur={field.onBlur}
      onChange={(_, data) => field.onChange(data.value)}
    />
  );
}
