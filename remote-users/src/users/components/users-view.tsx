import { Body1, Caption1 } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { useCurrentUser } from '@video-admin/shared-ui';
import { useSearchState } from '@video-admin/shared-ui/lists';
import { ListViewsBar, useListLayout, type ListQueryState } from '@video-admin/shared-ui/views';
import { ListPager } from '../../components/list-pager';
import { USERS_DEFAULT_LANGUAGE, useUsersTranslation } from '../../i18n';
import { useActiveSuperusers } from '../api/get-active-superusers';
import { useUsers } from '../api/get-users';
import { USER_FILTER_KEYS, userQuery } from '../model/filters';
import { userColumns } from '../model/user-columns';
import { AddUser } from './add-user';
import { UsersFilters } from './users-filters';
import { UsersLoadFailed } from './users-load-failed';
import { UsersTable } from './users-table';
import { ViewAsRoleButton } from './view-as-role-button';
import { useUsersStyles } from './users.styles';

/**
 * The users list: its filters, page and page size in the URL (?q, ?role, ?page, ?size); its
 * columns and density the person's (kept in the browser, and in their saved views).
 */
export function UsersView() {
  const { t } = useUsersTranslation();
  const styles = useUsersStyles();
  const search = useSearchState(USER_FILTER_KEYS);
  const { values, page, pageSize, update } = search;
  const { data, isPending, isPlaceholderData, isError, error, refetch } = useUsers(userQuery(values, page, pageSize));
  const me = useCurrentUser().data;
  const activeSuperusers = useActiveSuperusers();
  const columns = useMemo(() => userColumns((id) => t(`table.${id}`)), [t]);
  const { layout, setLayout, shown } = useListLayout('users', columns);
  const query: ListQueryState = { filters: values, sort: null };
  const applyQuery = (next: ListQueryState) => update({ q: next.filters.q ?? null, role: next.filters.role ?? null });
  const totalPages = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;

  // Past the end (the last user of the last page was deleted, or an old link): show the last page.
  const pastTheEnd = data !== undefined && data.count > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) update({ page: totalPages }, { replace: true });
  }, [pastTheEnd, totalPages, update]);

  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <ListViewsBar
          list="users"
          columns={columns}
          layout={layout}
          onLayoutChange={setLayout}
          query={query}
          onApplyQuery={applyQuery}
          urlHasFilters={Object.values(values).some(Boolean)}
          defaultLanguage={USERS_DEFAULT_LANGUAGE}
        />
        {me?.is_superuser ? <ViewAsRoleButton /> : null}
        <AddUser />
      </div>
      <UsersFilters values={values} onChange={update} />
      {isError ? (
        <UsersLoadFailed error={error} onRetry={() => void refetch()} />
      ) : data && data.count === 0 && !isPlaceholderData ? (
        <div role="status">
          <Body1 as="p">{t('table.empty')}</Body1>
          <Caption1 as="p" className={styles.muted}>
            {t('table.emptyHint')}
          </Caption1>
        </div>
      ) : (
        <>
          <UsersTable
            users={isPending || isPlaceholderData || pastTheEnd ? undefined : data.data}
            columns={shown}
            density={layout.density}
            skeletonRows={Math.min(pageSize, 10)}
            currentUserId={me?.id}
            activeSuperusers={activeSuperusers}
          />
          {data ? <ListPager total={data.count} search={search} /> : null}
        </>
      )}
    </div>
  );
}
