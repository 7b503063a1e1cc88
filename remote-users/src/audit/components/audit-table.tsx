import { TableCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatDateTime } from '@video-admin/shared-ui';
import { CARDS_QUERY, ResponsiveTable, TruncatedText, useResponsiveTableStyles } from '@video-admin/shared-ui/lists';
import { useUsersTranslation } from '../../i18n';
import { summaryText, type AuditEntry } from '../model/audit-entry';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  when: { whiteSpace: 'nowrap' },
  kind: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  text: { maxWidth: '240px' },
  muted: { color: tokens.colorNeutralForeground3 },
  cardLine: { [CARDS_QUERY]: { display: 'block', flexBasis: '100%', minWidth: 0 } },
});

const COLUMNS = ['at', 'actor', 'kind', 'target', 'summary', 'source'] as const;

export interface AuditTableProps {
  /** undefined while the page loads: skeleton rows instead. */
  entries: AuditEntry[] | undefined;
  skeletonRows: number;
}

/** One page of the audit log, newest first, as the API orders it. */
export function AuditTable({ entries, skeletonRows }: AuditTableProps) {
  const { t } = useUsersTranslation();
  const shared = useResponsiveTableStyles();
  const styles = useStyles();
  const line = mergeClasses(shared.cell, styles.cardLine);
  return (
    <ResponsiveTable
      label={t('audit.tableLabel')}
      className={styles.table}
      columns={COLUMNS.map((id) => ({ id, label: t(`audit.${id}`) }))}
      rows={entries}
      skeletonRows={skeletonRows}
      loadingLabel={t('table.loading')}
      renderRow={(entry) => (
        <TableRow key={entry.id} role="row" className={mergeClasses(shared.row, shared.card)}>
          <TableCell role="cell" className={mergeClasses(line, styles.when)}>
            {formatDateTime(entry.at)}
          </TableCell>
          <TableCell role="cell" className={line}>
            {entry.actor ? (
              <TruncatedText text={entry.actor} className={styles.text} />
            ) : (
              <span className={styles.muted}>{t('audit.nobody')}</span>
            )}
          </TableCell>
          <TableCell role="cell" className={mergeClasses(line, styles.kind)}>
            {entry.kind}
          </TableCell>
          <TableCell role="cell" className={line}>
            <TruncatedText text={entry.target} className={styles.text} />
          </TableCell>
          <TableCell role="cell" className={line}>
            <TruncatedText text={summaryText(entry.summary)} className={styles.text} />
          </TableCell>
          <TableCell role="cell" className={line}>
            {t(`audit.sources.${entry.source}`)}
          </TableCell>
        </TableRow>
      )}
    />
  );
}
