import { useMemo } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { useCellStyles } from './cells.styles';
import { useSubStatusBadgeClasses, type SubStatusBadgeClasses } from './sub-status-badge';

/**
 * What the cell renderers need, taken once per tab rather than once per cell: a page of 100 rows
 * has over a thousand cells, and a style hook plus a translation hook in each cost the table a
 * quarter of its rendering. So the cells of this folder are plain functions of (look, value)
 * that return elements, not components with hooks of their own.
 */
export interface CellLook {
  styles: ReturnType<typeof useCellStyles>;
  badges: SubStatusBadgeClasses;
  t: ReturnType<typeof useTemplatesTranslation>['t'];
}

export function useCellLook(): CellLook {
  const styles = useCellStyles();
  const badges = useSubStatusBadgeClasses();
  const { t } = useTemplatesTranslation();
  return useMemo(() => ({ styles, badges, t }), [styles, badges, t]);
}
