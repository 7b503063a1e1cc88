import { TruncatedText } from '@video-admin/shared-ui/lists';
import type { CellLook } from './cell-look';

/**
 * The template's name, or 未命名. A long name is cut at 144 px (the whole name on hover
 * and focus), so it never pushes the other columns out of the table.
 */
export function templateName({ styles, t }: CellLook, name: string | null) {
  const shown = name?.trim();
  return shown ? <TruncatedText text={shown} className={styles.name} /> : t('values.unnamed');
}
