import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/headless/svg/add';
import { Suspense, useCallback, useContext, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadFailed, LoadingState, preloadable, SuperuserGate, usePermissions } from '@video-admin/shared-ui';
import { useTemplatesTranslation } from '../../i18n';
import { EditTemplateDialog, NEW_TEMPLATE, type DialogTarget } from '../../edit';
import { AllTemplatesTab } from '../components/tabs/all-templates-tab';
import { filterKeysFor, TABS, tabPath, type TabId } from '../../model/tabs';
import { TemplateTabs } from '../components/tabs/template-tabs';
import { searchForTab } from '../model/tab-search';
import { SUB_STATUS_FILTER } from '../../model/template-list';
import { useTemplatesPageStyles } from './templates-page.styles';
import { TabTablesContext } from '../views/tab-tables';
import { TemplatesViewsBar } from '../views/templates-views-bar';
import { useTabLayouts } from '../views/use-tab-layouts';

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
  // Creating a template is publishing's right (its dialog's AI buttons need editing's, which comes with it).
  const canCreate = usePermissions().can('templates.publish');
  // The dialog opened from the page: 新建模板's, or the new template's, opened from its toast.
  const [dialog, setDialog] = useState<DialogTarget>();
  const closeDialog = useCallback(() => setDialog(undefined), []);
  const restoreFocusTarget = useRestoreFocusTarget();
  // Each tab's columns and density as the person chose them, and their saved views above the table.
  const layouts = useTabLayouts(tab);
  // A choice made above the screen (a test that reads every column) stands over the person's.
  const tablesAbove = useContext(TabTablesContext);
  // Read when a tab is chosen, so the tabs (memoised) are not drawn again at every new page or filter.
  const { search } = useLocation();
  const searchRef = useRef(search);
  useLayoutEffect(() => {
    searchRef.current = search;
  }, [search]);
  // The filters in force go along, on the next tab's first page: it applies those it shows.
  const selectTab = useCallback(
    (next: TabId) => {
      const target = TABS.find((definition) => definition.id === next);
      if (target)
        navigate({
          pathname: tabPath(basePath, target),
          // Every tab also applies the sub-statuses a link brought (shown above its list).
          search: searchForTab(new URLSearchParams(searchRef.current), [...filterKeysFor(next), SUB_STATUS_FILTER]),
        });
    },
    [navigate, basePath],
  );

  return (
    // Its own language: in the default mix it differs from the page's.
    <div className={styles.page} lang={lng}>
      <h1 className={styles.title}>{t('title')}</h1>
      <SuperuserGate
        permission="templates.read"
        loading={<LoadingState />}
        failed={(error, retry) => <LoadFailed title={t('list.failed')} error={error} defaultLanguage={lng} onRetry={retry} />}
        denied={{ title: t('noPermissionTitle'), message: t('noPermission') }}
      >
        {/* 新建模板 beside the tabs, on every tab, for those who may create: a new template starts at
          待生成 and shows on 全部模板 and 待生成. */}
        <div className={styles.toolbar}>
          <div onPointerEnter={preloadOtherPanels} onFocus={preloadOtherPanels}>
            <TemplateTabs selected={tab} onSelect={selectTab} />
          </div>
          {canCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog(NEW_TEMPLATE)} {...restoreFocusTarget}>
              {t('actions.create')}
            </Button>
          ) : null}
        </div>
        <div role="tabpanel" aria-label={t(`tabs.${tab}`)} className={styles.panel}>
          {/* Above the tab's own code: it stays as the tabs change (the view applied, a menu's focus). */}
          <TemplatesViewsBar tab={tab} basePath={basePath} layouts={layouts} />
          <TabTablesContext.Provider value={tablesAbove ?? layouts.tables}>
            <Suspense fallback={<LoadingState />}>
              <Panel />
            </Suspense>
          </TabTablesContext.Provider>
        </div>
        <EditTemplateDialog template={dialog} onClose={closeDialog} onOpen={setDialog} />
      </SuperuserGate>
    </div>
  );
}
