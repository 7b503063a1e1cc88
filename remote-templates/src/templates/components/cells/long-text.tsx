import type { CellLook } from './cell-look';

/**
 * A long text with the whole text as its title; empty shows 暂无. Cut at `max` characters
 * (the prompt's 100) it may wrap; otherwise it stays on one line.
 */
export function longText({ styles, t }: CellLook, text: string | null | undefined, max?: number) {
  if (!text?.trim()) return <span className={styles.muted}>{t('values.none')}</span>;
  const shown = max !== undefined && text.length > max ? `${text.slice(0, max)}...` : text;
  return (
    <span className={max === undefined ? styles.truncated : styles.wrapped} title={text}>
      {shown}
    </span>
  );
}
