import { useTemplatesTranslation } from '../../../i18n';
import { useCellStyles } from './cells.styles';

/**
 * A long text with the whole text as its title; empty shows 暂无. Cut at `max` characters
 * (the prompt's 100) it may wrap; otherwise it stays on one line.
 */
export function LongText({ text, max }: { text: string | null | undefined; max?: number }) {
  const styles = useCellStyles();
  const { t } = useTemplatesTranslation();
  if (!text?.trim()) return <span className={styles.muted}>{t('values.none')}</span>;
  const shown = max !== undefined && text.length > max ? `${text.slice(0, max)}...` : text;
  return (
    <span className={max === undefined ? styles.truncated : styles.wrapped} title={text}>
      {shown}
    </span>
  );
}
