import { Tab, TabList } from '@fluentui/react-components';
import { LoadingState } from '@video-admin/shared-ui';
import { BackOfficePage, useSearchState } from '@video-admin/shared-ui/lists';
import { DeployKeysView } from '../../deploy-keys';
import { useReleasesTranslation } from '../../i18n';
import { ReleasesLoadFailed } from '../../components/releases-load-failed';
import { ModulesView } from '../components/modules-view';

const TAB_KEY = ['tab'] as const;

/**
 * 发布管理 / Releases: the modules with their releases and, in a second tab (?tab=keys), the deploy
 * keys. For those who manage releases (releases.manage); anyone else is told so before any call.
 */
export function ReleasesPage() {
  const { t, lng } = useReleasesTranslation();
  const { values, update } = useSearchState(TAB_KEY);
  const keys = values.tab === 'keys';
  return (
    <BackOfficePage
      title={t('title')}
      lang={lng}
      permission="releases.manage"
      loading={<LoadingState label={t('states.loading')} />}
      failed={(error, retry) => <ReleasesLoadFailed error={error} onRetry={retry} />}
      denied={{ title: t('noPermission.title'), message: t('noPermission.message') }}
    >
      <TabList
        aria-label={t('tabs.label')}
        selectedValue={keys ? 'keys' : 'modules'}
        onTabSelect={(_, data) => update({ tab: data.value === 'keys' ? 'keys' : null })}
      >
        <Tab value="modules">{t('tabs.modules')}</Tab>
        <Tab value="keys">{t('tabs.keys')}</Tab>
      </TabList>
      <div role="tabpanel" aria-label={keys ? t('tabs.keys') : t('tabs.modules')}>
        {keys ? <DeployKeysView /> : <ModulesView />}
      </div>
    </BackOfficePage>
  );
}
