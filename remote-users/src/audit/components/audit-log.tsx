import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { LoadFailed } from '@video-admin/shared-ui';
import { useSearchState } from '@video-admin/shared-ui/lists';
import { ListViewsBar, useListLayout, type ListQueryState } from '@video-admin/shared-ui/views';
import { useMemo } from 'react';
import { ListPager } from '../../components/list-pager';
import { USERS_DEFAULT_LANGUAGE, useUsersTranslation } from '../../i18n';
import { useAudit } from '../api/get-audit';
import { auditColumns } from '../model/audit-columns';
import { AUDIT_FILTER_KEYS, auditQuery } from '../model/filters';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The audit log: who changed what and when, filtered by the URL (?person, ?kind, ?target, ?from,
 * ?to, ?page, ?size); its columns and density the person's (and in their saved views).
 */
export function AuditLog() {
  const { t } = useUsersTranslation();
  const styles = useStyles();
  const search = useSearchState(AUDIT_FILTER_KEYS);
  const { values, page, pageSize, update } = search;
  const columns = useMemo(() => auditColumns((id) => t(`audit.${id}`)), [t]);
  const { layout, setLayout, shown } = useListLayout('audit', columns);
  const query: ListQueryState = { tab: 'audit', filters: values, sort: null };
  const applyQuery = (next: ListQueryState) => update(Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, next.filters[key] ?? null])));
  const { data, isPending, isPlaceholderData, isError, error, refetch } = useAudit(auditQuery(values, page, pageSize));
  return (
    <div className={styles.root}>
      <ListViewsBar
        list="audit"
        columns={columns}
        layout={layout}
        onLayoutChange={setLayout}
        query={query}
        onApplyQuery={applyQuery}
        urlHasFilters={Object.values(values).some(Boolean)}
        defaultLanguage={USERS_DEFAULT_LANGUAGE}
      />
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
          <AuditTable
            entries={isPending || isPlaceholderData ? undefined : data.data}
            columns={shown}
            density={layout.density}
            skeletonRows={Math.min(pageSize, 10)}
          />
          {data ? <ListPager total={data.count} search={search} /> : null}
        </>
      )}
    </div>
  );
}
