import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { isRowSelected, SelectionCheckbox, type RowSelectionState } from '@video-admin/shared-ui/lists';
import type { useTemplatesTranslation } from '../../../i18n';
import type { Column } from './data-table';

/** Wide enough for the checkbox and the cell's padding: the id column is pinned just past it. */
export const SELECTION_COLUMN_WIDTH = 40;

/**
 * The first column, pinned before the id: a checkbox per row, and in the header one for the page
 * (mixed while only some of its rows are selected). On a phone's card the checkbox heads the card.
 */
export function selectionColumn(selection: RowSelectionState, t: ReturnType<typeof useTemplatesTranslation>['t']): Column<VideoTemplate> {
  return {
    id: 'select',
    header: t('bulk.selectColumn'),
    headerContent: (
      <SelectionCheckbox checked={selection.pageState} onChange={selection.togglePage} label={t('bulk.selectPage')} inHeader />
    ),
    render: (row) => (
      <SelectionCheckbox
        checked={isRowSelected(selection.selection, row.template_id)}
        onChange={(checked) => selection.toggleRow(row.template_id, checked)}
        label={t('bulk.selectRow', { id: row.template_id })}
      />
    ),
    pin: 'start',
    width: SELECTION_COLUMN_WIDTH,
    card: 'select',
  };
}
