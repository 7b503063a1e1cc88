import { TableCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { RouterLink, formatDateTime } from '@video-admin/shared-ui';
import type { ReactNode } from 'react';
import { ResponsiveTable, TruncatedText, useResponsiveTableStyles } from '@video-admin/shared-ui/lists';
import { useDensityStyles, type Density } from '@video-admin/shared-ui/views';
import { useUsersTranslation } from '../../i18n';
import type { AuditColumn, AuditColumnId } from '../model/audit-columns';
import type { AuditEntry } from '../model/audit-entry';
import { summaryWords } from '../model/entry-words';
import { targetLink } from '../model/target-link';
import { useEntryWords } from './use-entry-words';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  when: { whiteSpace: 'nowrap' },
  text: { maxWidth: '240px' },
  target: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface AuditTableProps {
  /** undefined while the page loads: skeleton rows instead. */
  entries: AuditEntry[] | undefined;
  /** The columns shown, in order (the person's choice). */
  columns: readonly AuditColumn[];
  density: Density;
  skeletonRows: number;
}

/**
 * One page of the audit log, newest first, as the API orders it: kinds and values in words, each
 * target a link to its screen while the record exists. On a phone each entry is a card whose
 * lines carry their field's name.
 */
export function AuditTable({ entries, columns, density, skeletonRows }: AuditTableProps) {
  const { t } = useUsersTranslation();
  const shared = useResponsiveTableStyles();
  const styles = useStyles();
  const densities = useDensityStyles();
  const { words, kind } = useEntryWords();
  const field = mergeClasses(shared.cell, shared.cardField);
  const label = (column: AuditColumnId) => ({ 'data-label': t(`audit.${column}`) });
  return (
    <ResponsiveTable
      label={t('audit.tableLabel')}
      className={mergeClasses(styles.table, densities[density])}
      columns={columns.map(({ id, label: text }) => ({ id, label: text }))}
      rows={entries}
      skeletonRows={skeletonRows}
      loadingLabel={t('table.loading')}
      renderRow={(entry) => {
        const link = entry.target_exists ? targetLink(entry.target) : undefined;
        const cells: Record<AuditColumnId, () => ReactNode> = {
          at: () => (
            <TableCell key="at" role="cell" className={mergeClasses(field, styles.when)} {...label('at')}>
              {formatDateTime(entry.at)}
            </TableCell>
          ),
          actor: () => (
            <TableCell key="actor" role="cell" className={field} {...label('actor')}>
              {entry.actor ? (
                <TruncatedText text={entry.actor} className={styles.text} />
              ) : (
                <span className={styles.muted}>{t('audit.nobody')}</span>
              )}
            </TableCell>
          ),
          kind: () => (
            <TableCell key="kind" role="cell" className={field} {...label('kind')}>
              <span title={entry.kind}>{kind(entry.kind)}</span>
            </TableCell>
          ),
          target: () => (
            <TableCell key="target" role="cell" className={mergeClasses(field, styles.target)} {...label('target')}>
              {link ? <RouterLink to={link}>{entry.target}</RouterLink> : entry.target}
            </TableCell>
          ),
          summary: () => (
            <TableCell key="summary" role="cell" className={field} {...label('summary')}>
              <TruncatedText text={summaryWords(entry.summary, words)} className={styles.text} />
            </TableCell>
          ),
          source: () => (
            <TableCell key="source" role="cell" className={field} {...label('source')}>
              {t(`audit.sources.${entry.source}`)}
            </TableCell>
          ),
        };
        return (
          <TableRow key={entry.id} role="row" className={mergeClasses(shared.row, shared.card)}>
            {columns.map((column) => cells[column.id]())}
          </TableRow>
        );
      }}
    />
  );
}
