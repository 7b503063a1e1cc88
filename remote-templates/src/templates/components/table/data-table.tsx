import {
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
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

  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <TableRow key={`skeleton-${index}`} aria-hidden>
        <TableCell colSpan={span} className={styles.cell}>
          <Skeleton>
            <SkeletonItem size={24} />
          </Skeleton>
        </TableCell>
      </TableRow>
    ));
  } else if (isError) {
    body = (
      <TableRow>
        <TableCell colSpan={span} className={styles.failed}>
          <span role="alert">{t('list.failed')}</span>
        </TableCell>
      </TableRow>
    );
  } else if (!rows?.length) {
    body = (
      <TableRow>
        <TableCell colSpan={span} className={styles.message}>
          {emptyText}
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => (
      <TableRow key={rowKey(row)}>
        {columns.map((column) => (
          <TableCell key={column.id} className={styles.cell}>
            {column.render(row)}
          </TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    // A scrolling box must be reachable by keyboard even when no row holds a button (empty, loading).
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {isLoading ? (
        <Text role="status" className={styles.status}>
          {t('list.loading')}
        </Text>
      ) : null}
      <Table aria-label={label} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.id} className={styles.headerCell}>
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{body}</TableBody>
      </Table>
    </div>
  );
}
