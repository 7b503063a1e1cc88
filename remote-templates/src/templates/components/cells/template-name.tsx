import type { CellLook } from './cell-look';

/** The template's name, or 未命名. */
export function templateName({ t }: CellLook, name: string | null) {
  return name?.trim() || t('values.unnamed');
}
