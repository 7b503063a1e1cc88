import { useVideoTasksTranslation } from '../../i18n';
import { useTaskDetailsStyles } from './task-details.styles';

/** A platform payload pretty-printed; React escapes it, so whatever a platform returned is inert. */
export function JsonValue({ value, label }: { value: unknown; label: string }) {
  const styles = useTaskDetailsStyles();
  const { t } = useVideoTasksTranslation();
  if (value === null || value === undefined) return <span className={styles.none}>{t('table.none')}</span>;
  return (
    // Focusable and labelled so a long payload can be scrolled from the keyboard.
    <pre className={styles.json} tabIndex={0} aria-label={label}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
