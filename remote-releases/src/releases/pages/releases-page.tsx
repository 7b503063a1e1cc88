import { Tab, TabList, Title2 } from '@fluentui/react-components';
import { LoadingState, SuperuserGate } from 'shared-ui';
import { useSearchState } from 'shared-ui/lists';
import { DeployKeysView } from '../../deploy-keys';
import { useReleasesTranslation } from '../../i18n';
import { ReleasesLoadFailed } from '../../components/releases-load-failed';
import { useReleasesStyles } from '../../components/styles';
import { ModulesView } from '../components/modules-view';

const TAB_KEY = ['tab'] as const;

/**
 * 发布管理 / Releases: the modules with their releases and, in a second tab (?tab=keys), the deploy
 * keys. For those who manage releases (releases.manage); anyone else is told so before any call.
 */
export function ReleasesPage() {
  const styles = useReleasesStyles();
  const { t, lng } = useReleasesTranslation();
  const { values, update } = useSearchState(TAB_KEY);
  const tab = values.tab === 'keys' ? 'keys' : 'modules';
  return (
    // Its own language: in the default mix it differs from the page's.
    <div className={styles.page} lang={lng}>
      <Title2 as="h1" className={styles.heading}>
        {t('title')}
      </Title2>
      <SuperuserGate
        permission="releases.manage"
        loading={<LoadingState label={t('states.loading')} />}
        failed={(error, retry) => <ReleasesLoadFailed error={error} onRetry={retry} />}
        denied={{ title: t('noPermission.title'), message: t('noPermission.message') }}
      >
        <TabList
          aria-label={t('tabs.label')}
          selectedValue={tab}
          onTabSelect={(_, data) => update({ tab: data.value === 'keys' ? 'keys' : null })}
        >
          <Tab value="modules">{t('tabs.modules')}</Tab>
          <Tab value="keys">{t('tabs.keys')}</Tab>
        </TabList>
        <div role="tabpanel" aria-label={tab === 'keys' ? t('tabs.keys') : t('tabs.modules')}>
          {tab === 'keys' ? <DeployKeysView /> : <ModulesView />}
        </div>
      </SuperuserGate>
    </div>
  );
}
