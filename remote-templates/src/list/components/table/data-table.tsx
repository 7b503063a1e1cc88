import { mergeClasses } from '@fluentui/react-components';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { LoadFailed } from '@video-admin/shared-ui';
import {
  revealBesidePins,
  SortHeader,
  sortDirection,
  useResponsiveTableStyles,
  useSidewaysScrollCue,
  useSidewaysScrollCueStyles,
} from '@video-admin/shared-ui/lists';
import { useDensityStyles, type Density } from '@video-admin/shared-ui/views';
import { useTemplatesTranslation } from '../../../i18n';
import { useTemplateSort } from '../../hooks/use-tab-list';
import { RowButtonLook } from '../row-actions/row-button-look';
import { cardPlace, columnStyle, pinPlacements, type CardPlace, type Column, type ColumnPin } from './column';
import { useDataTableStyles } from './data-table.styles';
import { sortOf } from './sortable-columns';
import { TemplateSortSelect } from './template-sort-select';

export type { CardPlace, Column, ColumnPin } from './column';

export interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  /** Comfortable rows unless the person chose compact ones. */
  density?: Density;
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  isLoading: boolean;
  isError: boolean;
  /** Why the list failed, shown beside 加载失败. */
  error?: unknown;
  /** Loads the list again; without it the failure offers no Retry. */
  onRetry?: () => void;
  /** The empty list's message: a text, or a text with what to do about it. */
  emptyText: ReactNode;
}

const SKELETON_ROWS = 5;

/** What every cell of one column shares, worked out once per table rather than once per cell. */
interface ColumnLook {
  cellClass: string;
  headerClass: string;
  style: CSSProperties | undefined;
  pin: ColumnPin | undefined;
  card: CardPlace | undefined;
}

/**
 * A fixed width (the selection column's 40 px) includes the cell's padding: the id column is
 * pinned just past that width, so a cell wider than it would slide under the id.
 */
function fixedWidthStyle(style: CSSProperties | undefined): CSSProperties | undefined {
  return style?.width === undefined ? style : { ...style, boxSizing: 'border-box' };
}

function useColumnLooks<T>(columns: Column<T>[]): ColumnLook[] {
  const shared = useResponsiveTableStyles();
  const styles = useDataTableStyles();
  return useMemo(() => {
    const placements = pinPlacements(columns);
    // The shared class shows the place on the card; this table's own sets where it sits there.
    const cardClasses: Record<CardPlace, string> = {
      select: mergeClasses(shared.cardBlock, styles.cardSelect),
      id: mergeClasses(shared.cardId, styles.cardId),
      title: styles.cardTitle,
      badge: mergeClasses(shared.cardBlock, styles.cardBadge),
      media: mergeClasses(shared.cardBlock, styles.cardMedia),
      field: mergeClasses(shared.cardField, styles.cardField),
      actions: mergeClasses(shared.cardBlock, styles.cardActions),
    };
    return columns.map((column) => {
      const placement = placements.get(column.id);
      const card = cardPlace(column);
      const pinClass = placement
        ? mergeClasses(shared.pinned, placement.innermost && (placement.pin === 'start' ? shared.startEdge : shared.endEdge))
        : undefined;
      return {
        cellClass: mergeClasses(shared.cell, styles.cell, pinClass, card && cardClasses[card]),
        headerClass: mergeClasses(styles.headerCell, pinClass),
        style: fixedWidthStyle(columnStyle(column, placement)),
        pin: placement?.pin,
        card,
      };
    });
  }, [columns, shared, styles]);
}

/**
 * A table with its three other states: skeleton rows while loading, 加载失败 with a Retry, and the
 * empty text. Its first and last columns can stay in view while the middle scrolls (Column.pin),
 * and on a phone each row is a card of its key columns (Column.card). The headers of the columns
 * the server sorts on are buttons that set the list's order in the URL (useTemplateSort, which the
 * tab's list call reads too); a phone offers the same orders in a select above the cards.
 */
export function DataTable<T>({
  label,
  columns,
  density = 'comfortable',
  rows,
  rowKey,
  isLoading,
  isError,
  error,
  onRetry,
  emptyText,
}: DataTableProps<T>) {
  const shared = useResponsiveTableStyles();
  const densities = useDensityStyles();
  const styles = useDataTableStyles();
  const { t } = useTemplatesTranslation();
  const looks = useColumnLooks(columns);
  // More columns chosen than fit: the box scrolls sideways and its pinned edge on that side says so.
  const scrollCue = useSidewaysScrollCue();
  const cue = useSidewaysScrollCueStyles();
  const { sort, setSort, toggle } = useTemplateSort();
  const span = columns.length;
  const rowClass = mergeClasses(shared.row, styles.row);

  // Memoised: a new page or page size renders the tab again while the same rows stay on show
  // (the previous page is kept until the next arrives), and a full page of cells need not be rebuilt.
  const body = useMemo(() => {
    const wideCell = mergeClasses(shared.cell, styles.cell, shared.wideCell);
    if (isLoading) {
      return Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <tr key={`skeleton-${index}`} aria-hidden className={rowClass}>
          <td colSpan={span} className={wideCell}>
            <div className={styles.skeletonBar} />
          </td>
        </tr>
      ));
    }
    if (isError) {
      return (
        <tr role="row" className={rowClass}>
          <td role="cell" colSpan={span} className={mergeClasses(wideCell, styles.failed)}>
            <LoadFailed inline defaultLanguage="zh-CN" title={t('list.failed')} error={error} onRetry={onRetry} />
          </td>
        </tr>
      );
    }
    if (!rows?.length) {
      return (
        <tr role="row" className={rowClass}>
          <td role="cell" colSpan={span} className={mergeClasses(wideCell, styles.message)}>
            {emptyText}
          </td>
        </tr>
      );
    }
    const dataRowClass = mergeClasses(rowClass, shared.card, styles.dataRow);
    return rows.map((row) => (
      // Named, so the focus can find the row (or the next one) again after a change (model/row-focus.ts).
      <tr key={rowKey(row)} role="row" className={dataRowClass} data-row-key={rowKey(row)}>
        {columns.map((column, index) => {
          const look = looks[index]!;
          return (
            <td
              key={column.id}
              role="cell"
              className={look.cellClass}
              style={look.style}
              data-pin={look.pin}
              data-card={look.card}
              // The card shows the column's name beside its value.
              data-label={look.card === 'field' ? column.header : undefined}
            >
              {column.render(row)}
            </td>
          );
        })}
      </tr>
    ));
  }, [isLoading, isError, error, onRetry, rows, columns, looks, rowKey, span, emptyText, rowClass, shared, styles, t]);

  return (
    <>
      <TemplateSortSelect value={sort} onChange={setSort} />
      {/* A scrolling box must be reachable by keyboard even when no row holds a button (empty, loading).
        What takes the focus under a pinned column is scrolled out from under it. */}
      <div
        ref={scrollCue}
        className={mergeClasses(shared.scroll, cue.box)}
        role="region"
        aria-label={label}
        tabIndex={0}
        onFocus={revealBesidePins}
      >
        {isLoading ? (
          <span role="status" className={styles.status}>
            {t('list.loading')}
          </span>
        ) : null}
        {/* The roles are spelled out: a phone lays the table out as cards (CSS display), and some
          browsers drop a table's semantics when its display changes. */}
        <table role="table" aria-label={label} className={mergeClasses(styles.table, shared.table, densities[density])}>
          <thead role="rowgroup" className={shared.head}>
            <tr role="row" className={rowClass}>
              {columns.map((column, index) => {
                const by = sortOf(column);
                const direction = by && sortDirection(sort, by);
                return (
                  <th
                    key={column.id}
                    role="columnheader"
                    scope="col"
                    aria-sort={direction}
                    // A phone hides the header's button; the header keeps its name.
                    aria-label={by ? column.header : undefined}
                    className={looks[index]!.headerClass}
                    style={looks[index]!.style}
                    data-pin={looks[index]!.pin}
                  >
                    {column.headerContent ??
                      (by ? <SortHeader label={column.header} direction={direction} onSort={() => toggle(by)} /> : column.header)}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup" className={shared.body}>
            <RowButtonLook>{body}</RowButtonLook>
          </tbody>
        </table>
      </div>
    </>
  );
}
