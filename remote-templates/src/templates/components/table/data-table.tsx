import { mergeClasses, Skeleton, SkeletonItem, Text } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { RowButtonLook } from '../cells/row-button-look';
import { useDataTableStyles } from './data-table.styles';

export interface Column<T> {
  id: string;
  header: string;
  render: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  isLoading: boolean;
  isError: boolean;
  emptyText: string;
}

const SKELETON_ROWS = 5;

/** A table with its three other states: skeleton rows while loading, red 加载失败, and the empty text. */
export function DataTable<T>({ label, columns, rows, rowKey, isLoading, isError, emptyText }: DataTableProps<T>) {
  const styles = useDataTableStyles();
  const { t } = useTemplatesTranslation();
  const span = columns.length;

  // Memoised: a new page or page size renders the tab again while the same rows stay on show
  // (the previous page is kept until the next arrives), and a full page of cells need not be rebuilt.
  const body = useMemo(() => {
    if (isLoading) {
      return Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <tr key={`skeleton-${index}`} aria-hidden className={styles.row}>
          <td colSpan={span} className={styles.cell}>
            <Skeleton>
              <SkeletonItem size={24} />
            </Skeleton>
          </td>
        </tr>
      ));
    }
    if (isError) {
      return (
        <tr className={styles.row}>
          <td colSpan={span} className={mergeClasses(styles.cell, styles.failed)}>
            <span role="alert">{t('list.failed')}</span>
          </td>
        </tr>
      );
    }
    if (!rows?.length) {
      return (
        <tr className={styles.row}>
          <td colSpan={span} className={mergeClasses(styles.cell, styles.message)}>
            {emptyText}
          </td>
        </tr>
      );
    }
    const rowClass = mergeClasses(styles.row, styles.dataRow);
    return rows.map((row) => (
      <tr key={rowKey(row)} className={rowClass}>
        {columns.map((column) => (
          <td key={column.id} className={styles.cell}>
            {column.render(row)}
          </td>
        ))}
      </tr>
    ));
  }, [isLoading, isError, rows, columns, rowKey, span, emptyText, styles, t]);

  return (
    // A scrolling box must be reachable by keyboard even when no row holds a button (empty, loading).
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {isLoading ? (
        <Text role="status" className={styles.status}>
          {t('list.loading')}
        </Text>
      ) : null}
      <table aria-label={label} className={styles.table}>
        <thead>
          <tr className={styles.row}>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={styles.headerCell}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <RowButtonLook>{body}</RowButtonLook>
        </tbody>
      </table>
    </div>
  );
}
