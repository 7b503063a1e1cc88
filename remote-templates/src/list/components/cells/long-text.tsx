import { TruncatedText } from '@video-admin/shared-ui/lists';
import type { CellLook } from './cell-look';

/**
 * A long text, empty shown as 暂无. Cut at `max` characters (the prompt's 100) it wraps inside its
 * width; otherwise it stays on one line, cut to the column's width. Either way the whole text
 * shows on hover and keyboard focus when the cell does not show it all.
 */
export function longText({ styles, t }: CellLook, text: string | null | undefined, max?: number) {
  if (!text?.trim()) return <span className={styles.muted}>{t('values.none')}</span>;
  if (max === undefined) return <TruncatedText text={text} className={styles.truncated} />;
  const shown = text.length > max ? `${text.slice(0, max)}...` : text;
  return <TruncatedText text={text} shown={shown} className={styles.wrapped} />;
}
