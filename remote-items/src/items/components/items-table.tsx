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
import type { ItemPublic } from '@video-admin/shared-ui/contract';
import { TruncatedText, useResponsiveTableStyles } from '@video-admin/shared-ui/lists';
import { useItemsTranslation } from '../../i18n';
import { ITEMS_PAGE_SIZE } from '../model/items-page';
import { ItemActionsMenu } from './item-actions-menu';
import { useItemsStyles } from './items.styles';

export interface ItemsTableProps {
  /** undefined while the page loads: the table shows skeleton rows instead. */
  items: ItemPublic[] | undefined;
}

/**
 * The items of one page. On a phone each item is a card: its title and menu, then its id and
 * description on lines of their own, none of them cut. Long titles and descriptions stay on one
 * line in the table, with the whole text on hover and focus.
 */
export function ItemsTable({ items }: ItemsTableProps) {
  const { t } = useItemsTranslation();
  const shared = useResponsiveTableStyles();
  const styles = useItemsStyles();
  return (
    <div className={shared.scroll}>
      {/* The roles are spelled out: a phone lays the table out as cards (CSS display), and some
        browsers drop a table's semantics when its display changes. */}
      <Table
        role="table"
        className={mergeClasses(styles.table, shared.table)}
        aria-label={t('table.label')}
        aria-busy={items === undefined}
      >
        <TableHeader role="rowgroup" className={shared.head}>
          <TableRow role="row" className={shared.row}>
            <TableHeaderCell role="columnheader">{t('table.id')}</TableHeaderCell>
            <TableHeaderCell role="columnheader">{t('table.title')}</TableHeaderCell>
            <TableHeaderCell role="columnheader">{t('table.description')}</TableHeaderCell>
            <TableHeaderCell role="columnheader" className={styles.actionsColumn}>
              {t('table.actions')}
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody role="rowgroup" className={shared.body}>
          {items ? items.map((item) => <ItemRow key={item.id} item={item} />) : <SkeletonRows />}
        </TableBody>
      </Table>
    </div>
  );
}

function ItemRow({ item }: { item: ItemPublic }) {
  const { t } = useItemsTranslation();
  const shared = useResponsiveTableStyles();
  const styles = useItemsStyles();
  return (
    <TableRow role="row" className={mergeClasses(shared.row, shared.card)}>
      <TableCell role="cell" className={mergeClasses(shared.cell, styles.idCell, styles.cardId)}>
        <span className={styles.uuid} title={item.id}>
          {item.id}
        </span>
      </TableCell>
      <TableCell role="cell" className={mergeClasses(shared.cell, styles.cardTitle)}>
        <TruncatedText text={item.title} className={styles.text} />
      </TableCell>
      <TableCell role="cell" className={mergeClasses(shared.cell, styles.cardDescription)}>
        {item.description ? (
          <TruncatedText text={item.description} className={styles.text} />
        ) : (
          <span className={styles.missing}>{t('table.noDescription')}</span>
        )}
      </TableCell>
      <TableCell role="cell" className={mergeClasses(shared.cell, styles.cardActions)}>
        <ItemActionsMenu item={item} />
      </TableCell>
    </TableRow>
  );
}

/** One skeleton row per row of a full page, so the table does not jump when the data comes; on a phone, one bar a card. */
function SkeletonRows() {
  const { t } = useItemsTranslation();
  const shared = useResponsiveTableStyles();
  const styles = useItemsStyles();
  return (
    <>
      {Array.from({ length: ITEMS_PAGE_SIZE }, (_, row) => (
        <TableRow key={row} data-testid="skeleton-row" aria-label={t('table.loading')} className={shared.row}>
          {[0, 1, 2, 3].map((cell) => (
            <TableCell key={cell} className={mergeClasses(shared.cell, cell === 1 && shared.wideCell)}>
              <Skeleton className={mergeClasses(cell === 3 && styles.actionsColumn)}>
                <SkeletonItem size={16} />
              </Skeleton>
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
