import { TruncatedText } from '@video-admin/shared-ui/lists';
import type { CellLook } from './cell-look';

/**
 * The template's name, or 未命名. A long name is cut to the column's width (the whole name on hover
 * and focus), so it never pushes the other columns out of the table.
 */
export function templateName({ t }: CellLook, name: string | null) {
  const shown = name?.trim();
  return shown ? <TruncatedText text={shown} /> : t('values.unnamed');
}
