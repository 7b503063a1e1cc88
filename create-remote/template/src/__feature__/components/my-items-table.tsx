import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { ItemPublic } from '@video-admin/shared-ui/contract';
import { use__FeaturePascal__Translation } from '../../i18n';
import { use__FeaturePascal__Styles } from './__feature__.styles';

export interface MyItemsTableProps {
  items: ItemPublic[];
}

export function MyItemsTable({ items }: MyItemsTableProps) {
  const { t } = use__FeaturePascal__Translation();
  const styles = use__FeaturePascal__Styles();
  return (
    <Table aria-label={t('table.label')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('table.title')}</TableHeaderCell>
          <TableHeaderCell>{t('table.description')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{item.title}</TableCell>
            <TableCell>{item.description ?? <span className={styles.missing}>{t('table.noDescription')}</span>}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
