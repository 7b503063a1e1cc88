import { Body1, mergeClasses, Text } from '@fluentui/react-components';
import { useId } from 'react';
import { useSettingsStyles } from './settings.styles';

export interface ReadOnlyValueProps {
  label: string;
  value: string;
  /** A placeholder value (no name yet) is shown dimmed. */
  muted?: boolean;
}

/** A labelled value in view mode, where a disabled input would read as "you cannot change this". */
export function ReadOnlyValue({ label, value, muted = false }: ReadOnlyValueProps) {
  const styles = useSettingsStyles();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Text id={id} weight="semibold" block>
        {label}
      </Text>
      <Body1 className={mergeClasses(styles.readOnlyValue, muted && styles.muted)}>{value}</Body1>
    </div>
  );
}
