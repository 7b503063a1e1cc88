import { Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useEditTemplateStyles } from './edit-template.styles';

export function ReadOnlyValue({ label, children }: { label: string; children: ReactNode }) {
  const styles = useEditTemplateStyles();
  return (
    <div className={styles.readOnlyRow} role="group" aria-label={label}>
      <Text className={styles.label}>{label}</Text>
      <div>{children}</div>
    </div>
  );
}
