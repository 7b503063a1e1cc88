import { Title2 } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadFailed, LoadingState, SuperuserGate } from 'shared-ui';
import { useTemplatesTranslation } from '../../i18n';
import { AllTemplatesTab } from '../components/tabs/all-templates-tab';
import { CompletionTab } from '../components/tabs/completion-tab';
import { GeneratedTab } from '../components/tabs/generated-tab';
import { PendingTab } from '../components/tabs/pending-tab';
import { PublishedTab } from '../components/tabs/published-tab';
import { TABS, tabPath, type TabId } from '../components/tabs/tab-definitions';
import { TemplateTabs } from '../components/tabs/template-tabs';
import { useTemplatesPageStyles } from './templates-page.styles';

const PANELS: Record<TabId, () => React.JSX.Element> = {
  all: AllTemplatesTab,
  pending: PendingTab,
  generated: GeneratedTab,
  completion: CompletionTab,
  published: PublishedTab,
};

export interface TemplatesPageProps {
  tab: TabId;
  /** Where the shell mounted this remote, e.g. '/admin'; tab paths hang below it. */
  basePath: string;
}

/** 视频模板管理: five tabs, each a path of its own. */
export function TemplatesPage({ tab, basePath }: TemplatesPageProps) {
  const { t, lng } = useTemplatesTranslation();
  const styles = useTemplatesPageStyles();
  const navigate = useNavigate();
  const Panel = PANELS[tab];
  const selectTab = useCallback(
    (next: TabId) => {
      const target = TABS.find((definition) => definition.id === next);
      if (target) navigate(tabPath(basePath, target));
    },
    [navigate, basePath],
  );

  return (
    // Its own language: in the default mix it differs from the page's.
    <div className={styles.page} lang={lng}>
      <Title2 as="h1" className={styles.title}>
        {t('title')}
      </Title2>
      <SuperuserGate
        loading={<LoadingState />}
        failed={(error, retry) => <LoadFailed title={t('list.failed')} error={error} defaultLanguage={lng} onRetry={retry} />}
        denied={{ title: t('noPermissionTitle'), message: t('noPermission') }}
      >
        <TemplateTabs selected={tab} onSelect={selectTab} />
        <div role="tabpanel" aria-label={t(`tabs.${tab}`)} className={styles.panel}>
          <Panel />
        </div>
      </SuperuserGate>
    </div>
  );
}
