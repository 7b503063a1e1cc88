import { Tab, TabList } from '@fluentui/react-components';
import { LoadingState } from '@video-admin/shared-ui';
import { BackOfficePage, useSearchState } from '@video-admin/shared-ui/lists';
import { AuditLog } from '../../audit';
import { useUsersTranslation } from '../../i18n';
import { UsersLoadFailed } from '../components/users-load-failed';
import { UsersView } from '../components/users-view';

const TAB_KEY = ['tab'] as const;

/**
 * 用户管理 / Users: the users list and, in a second tab (?tab=audit), the audit log. For those who
 * manage users (users.manage: superusers); anyone else is told so before any call is made.
 */
export function UsersPage() {
  const { t, lng } = useUsersTranslation();
  const { values, update } = useSearchState(TAB_KEY);
  const tab = values.tab === 'audit' ? 'audit' : 'users';
  return (
    <BackOfficePage
      title={t('title')}
      lang={lng}
      permission="users.manage"
      loading={<LoadingState label={t('states.loading')} />}
      failed={(error, retry) => <UsersLoadFailed error={error} onRetry={retry} />}
      denied={{ title: t('noPermission.title'), message: t('noPermission.message') }}
    >
      <TabList
        aria-label={t('tabs.label')}
        selectedValue={tab}
        // A tab keeps its own filters in the URL; the page starts again at 1.
        onTabSelect={(_, data) => update({ tab: data.value === 'audit' ? 'audit' : null })}
      >
        <Tab value="users">{t('tabs.users')}</Tab>
        <Tab value="audit">{t('tabs.audit')}</Tab>
      </TabList>
      <div role="tabpanel" aria-label={tab === 'audit' ? t('tabs.audit') : t('tabs.users')}>
        {tab === 'audit' ? <AuditLog /> : <UsersView />}
      </div>
    </BackOfficePage>
  );
}
