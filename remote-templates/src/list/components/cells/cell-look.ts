import { useMemo } from 'react';
import type { Language } from '@video-admin/shared-ui';
import { useTemplatesTranslation } from '../../../i18n';
import { useCellStyles } from './cells.styles';
import { useSubStatusBadgeClasses, type SubStatusBadgeClasses } from './sub-status-badge-classes';

/**
 * What the cell renderers need, taken once per tab rather than once per cell: a table has a cell
 * for every row and column, and a style hook plus a translation hook in each would slow every
 * render of it. So the cells of this folder are plain functions of (look, value) that return
 * elements, not components with hooks of their own.
 */
export interface CellLook {
  styles: ReturnType<typeof useCellStyles>;
  badges: SubStatusBadgeClasses;
  t: ReturnType<typeof useTemplatesTranslation>['t'];
  /** The screen's language, for the stored values' labels (shared-ui/labels). */
  lng: Language;
}

export function useCellLook(): CellLook {
  const styles = useCellStyles();
  const badges = useSubStatusBadgeClasses();
  const { t, lng } = useTemplatesTranslation();
  return useMemo(() => ({ styles, badges, t, lng }), [styles, badges, t, lng]);
}
