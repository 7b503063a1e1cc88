import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { LoadFailed, Pager } from 'shared-ui';
import { useSearchState } from 'shared-ui/lists';
import { USERS_DEFAULT_LANGUAGE, useUsersTranslation } from '../../i18n';
import { useAudit } from '../api/get-audit';
import { AUDIT_FILTER_KEYS, auditQuery } from '../model/filters';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

/** The audit log: who changed what and when, filtered by the URL (?person, ?kind, ?target, ?from, ?to, ?page, ?size). */
export function AuditLog() {
  const { t } = useUsersTranslation();
  const styles = useStyles();
  const { values, page, pageSize, update, setPage, setPageSize } = useSearchState(AUDIT_FILTER_KEYS);
  const { data, isPending, isPlaceholderData, isError, error, refetch } = useAudit(auditQuery(values, page, pageSize));
  const totalPages = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  return (
    <div className={styles.root}>
      <AuditFilters values={values} onChange={update} />
      {isError ? (
        <LoadFailed
          inline
          defaultLanguage={USERS_DEFAULT_LANGUAGE}
          title={t('audit.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : data && data.count === 0 && !isPlaceholderData ? (
        <Body1 as="p" role="status">
          {t('audit.empty')}
        </Body1>
      ) : (
        <>
          <AuditTable entries={isPending || isPlaceholderData ? undefined : data.data} skeletonRows={Math.min(pageSize, 10)} />
          {data ? (
            <div className={styles.footer}>
              <Pager
                defaultLanguage={USERS_DEFAULT_LANGUAGE}
                total={data.count}
                page={Math.min(page, totalPages)}
                pageSize={pageSize}
                onPageChange={setPage}
                onPageSizeChange={setPageSize}
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
