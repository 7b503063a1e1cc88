import {
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useResponsiveTableStyles } from '../table/responsive-table.styles';

/** A column: its key, its header's text and, if any, its header cell's class. */
export interface TableColumn {
  id: string;
  label: ReactNode;
  className?: string;
}

export interface ResponsiveTableProps<Row> {
  /** The table's name. */
  label: string;
  columns: readonly TableColumn[];
  /** undefined while the page loads: `skeletonRows` rows of skeleton instead, each named `loadingLabel`. */
  rows: readonly Row[] | undefined;
  skeletonRows: number;
  loadingLabel: string;
  /** One row: a TableRow with its key, its classes from useResponsiveTableStyles (row, card, cell). */
  renderRow: (row: Row) => ReactNode;
  /** The table's own class (e.g. its layout), before the shared ones. */
  className?: string;
}

/** A list's table: header and rows (skeleton rows while loading), scrolling sideways; on a phone each row is a card. */
export function ResponsiveTable<Row>({
  label,
  columns,
  rows,
  skeletonRows,
  loadingLabel,
  renderRow,
  className,
}: ResponsiveTableProps<Row>) {
  const shared = useResponsiveTableStyles();
  return (
    <div className={shared.scroll}>
      {/* The roles are spelled out: a phone lays the table out as cards (CSS display), and some
        browsers drop a table's semantics when its display changes. */}
      <Table role="table" className={mergeClasses(className, shared.table)} aria-label={label} aria-busy={rows === undefined}>
        <TableHeader role="rowgroup" className={shared.head}>
          <TableRow role="row" className={shared.row}>
            {columns.map((column) => (
              <TableHeaderCell key={column.id} role="columnheader" className={column.className}>
                {column.label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody role="rowgroup" className={shared.body}>
          {rows
            ? rows.map(renderRow)
            : Array.from({ length: skeletonRows }, (_, row) => (
                <TableRow key={row} data-testid="skeleton-row" aria-label={loadingLabel} className={shared.row}>
                  {columns.map((column) => (
                    <TableCell key={column.id} className={shared.cell}>
                      <Skeleton>
                        <SkeletonItem size={16} />
                      </Skeleton>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </div>
  );
}
