import { Title2 } from '@fluentui/react-components';
import { Suspense, useCallback, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadFailed, LoadingState, preloadable, SuperuserGate } from 'shared-ui';
import { useTemplatesTranslation } from '../../i18n';
import { AllTemplatesTab } from '../components/tabs/all-templates-tab';
import { TABS, tabPath, type TabId } from '../components/tabs/tab-definitions';
import { TemplateTabs } from '../components/tabs/template-tabs';
import { useTemplatesPageStyles } from './templates-page.styles';

// The all-templates tab comes with the screen; each other tab's code loads when it is first
// shown, or as soon as the pointer or the focus reaches the tabs, which is before the click.
const lazyTab = (load: () => Promise<ComponentType>) => preloadable<object>(() => load().then((component) => ({ default: component })));
const OTHER_PANELS = {
  pending: lazyTab(() => import('../components/tabs/pending-tab').then((module) => module.PendingTab)),
  generated: lazyTab(() => import('../components/tabs/generated-tab').then((module) => module.GeneratedTab)),
  completion: lazyTab(() => import('../components/tabs/completion-tab').then((module) => module.CompletionTab)),
  published: lazyTab(() => import('../components/tabs/published-tab').then((module) => module.PublishedTab)),
};
const PANELS: Record<TabId, ComponentType> = { all: AllTemplatesTab, ...OTHER_PANELS };
const preloadOtherPanels = () => Object.values(OTHER_PANELS).forEach((panel) => void panel.preload());

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
        <div onPointerEnter={preloadOtherPanels} onFocus={preloadOtherPanels}>
          <TemplateTabs selected={tab} onSelect={selectTab} />
        </div>
        <div role="tabpanel" aria-label={t(`tabs.${tab}`)} className={styles.panel}>
          <Suspense fallback={<LoadingState />}>
            <Panel />
          </Suspense>
        </div>
      </SuperuserGate>
    </div>
  );
}
