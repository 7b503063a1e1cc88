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
import type { ItemPublic } from 'shared-ui/contract';
import { useItemsTranslation } from '../../i18n';
import { ITEMS_PAGE_SIZE } from '../model/items-page';
import { ItemActionsMenu } from './item-actions-menu';
import { useItemsStyles } from './items.styles';

export interface ItemsTableProps {
  /** undefined while the page loads: the table shows skeleton rows instead. */
  items: ItemPublic[] | undefined;
}

export function ItemsTable({ items }: ItemsTableProps) {
  const { t } = useItemsTranslation();
  const styles = useItemsStyles();
  return (
    <div className={styles.tableWrapper}>
      <Table aria-label={t('table.label')} aria-busy={items === undefined}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('table.id')}</TableHeaderCell>
            <TableHeaderCell>{t('table.title')}</TableHeaderCell>
            <TableHeaderCell>{t('table.description')}</TableHeaderCell>
            <TableHeaderCell className={styles.actionsColumn}>{t('table.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>{items ? items.map((item) => <ItemRow key={item.id} item={item} />) : <SkeletonRows />}</TableBody>
      </Table>
    </div>
  );
}

function ItemRow({ item }: { item: ItemPublic }) {
  const { t } = useItemsTranslation();
  const styles = useItemsStyles();
  return (
    <TableRow>
      <TableCell className={styles.idCell}>
        <span className={styles.uuid} title={item.id}>
          {item.id}
        </span>
      </TableCell>
      <TableCell>
        <div className={styles.truncate} title={item.title}>
          {item.title}
        </div>
      </TableCell>
      <TableCell>
        {item.description ? (
          <div className={styles.truncate} title={item.description}>
            {item.description}
          </div>
        ) : (
          <span className={styles.missing}>{t('table.noDescription')}</span>
        )}
      </TableCell>
      <TableCell>
        <ItemActionsMenu item={item} />
      </TableCell>
    </TableRow>
  );
}

/** One skeleton row per row of a full page, so the table does not jump when the data comes. */
function SkeletonRows() {
  const { t } = useItemsTranslation();
  const styles = useItemsStyles();
  return (
    <>
      {Array.from({ length: ITEMS_PAGE_SIZE }, (_, row) => (
        <TableRow key={row} data-testid="skeleton-row" aria-label={t('table.loading')}>
          {[0, 1, 2, 3].map((cell) => (
            <TableCell key={cell}>
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
