import { useState } from 'react';
import { lazyOnFirstUse, type Language } from '@video-admin/shared-ui';
import {
  layoutOfView,
  type ChoosableColumn,
  type ListLayout,
  type ListQueryState,
  type UserViewPublic,
  type ViewList,
  type ViewState,
} from './list-layout';
import { useDefaultView } from './use-default-view';
import { useListViews } from './use-list-views';
import { ViewsBarButtons, type ViewsBarControl } from './views-bar-buttons';
import type { ViewsBarControlsProps } from './views-bar-controls';
import { useViewsBarStyles } from './views-bar.styles';
import { useViewsTranslation } from './views-texts';

export interface ListViewsBarProps {
  list: ViewList;
  columns: readonly ChoosableColumn[];
  layout: ListLayout;
  onLayoutChange: (layout: ListLayout) => void;
  /** What the list shows now: its tab, filters in force and order. */
  query: ListQueryState;
  /** Shows a view's tab, filters and order (the URL's keys a view does not name are cleared). */
  onApplyQuery: (query: ListQueryState) => void;
  /** The list opened with filters in its URL (a link, a reload): its default view then waits to be chosen. */
  urlHasFilters: boolean;
  /**
   * A list whose tabs have columns of their own (the templates') takes a view's columns and density
   * as saved, for the view's tab to read by its own columns: `columns` are the tab shown now, not
   * necessarily the view's. Without it a view's layout is read by `columns` and goes to onLayoutChange.
   */
  onApplyLayout?: (state: ViewState) => void;
  defaultLanguage?: Language;
}

// The menus, chooser and dialog: their own chunk, fetched on the first use of a button. Until it
// has arrived the buttons stay the stand-ins (never a blank bar).
const ViewsBarControls = lazyOnFirstUse<ViewsBarControlsProps>(
  () => import(/* webpackChunkName: "list-views-bar" */ './views-bar-controls').then((module) => module.ViewsBarControls),
  {
    fallback: ({ active, layout, defaultLanguage }) => (
      <ViewsBarButtons activeName={active?.name} density={layout.density} defaultLanguage={defaultLanguage} />
    ),
  },
);

/**
 * Above a list's table: its saved views, the column chooser and the density (a phone shows the
 * views only). A list's first load carries only the bar's buttons and the views' data: the
 * person's default view applies from the data alone when the list opens without filters in its
 * URL; the menus, chooser and dialog load on the first use of a button, which then opens.
 */
export function ListViewsBar(props: ListViewsBarProps) {
  const { list, columns, layout, onLayoutChange, onApplyQuery, urlHasFilters, onApplyLayout, defaultLanguage } = props;
  const { t } = useViewsTranslation(defaultLanguage);
  const styles = useViewsBarStyles();
  const views = useListViews(list);
  const [activeId, setActiveId] = useState<string>();
  const [said, setSaid] = useState('');
  // The control used first, once its code has arrived.
  const [openFirst, setOpenFirst] = useState<ViewsBarControl>();
  const [loading, setLoading] = useState(false);
  const active = views.data?.data.find((view) => view.id === activeId);

  const apply = (view: UserViewPublic) => {
    onApplyQuery({ tab: view.state.tab, filters: view.state.filters, sort: view.state.sort });
    if (onApplyLayout) onApplyLayout(view.state);
    else onLayoutChange(layoutOfView(columns, view.state));
    setActiveId(view.id);
    setSaid(t('applied', { name: view.name }));
  };
  useDefaultView(views.data?.data, urlHasFilters, apply);

  // The stand-in keeps the focus while the code arrives; a failed fetch leaves it usable for another try.
  const use = (control: ViewsBarControl) => {
    if (loading) return;
    setLoading(true);
    ViewsBarControls.preload().then(
      () => setOpenFirst(control),
      () => setLoading(false),
    );
  };

  return (
    <div role="group" aria-label={t('toolbar')} className={styles.bar}>
      {openFirst ? (
        <ViewsBarControls
          {...props}
          views={views.data?.data}
          viewsFailed={views.isError}
          active={active}
          onApply={apply}
          onActiveChange={setActiveId}
          onSay={setSaid}
          openFirst={openFirst}
        />
      ) : (
        <ViewsBarButtons activeName={active?.name} density={layout.density} onUse={use} defaultLanguage={defaultLanguage} />
      )}
      <span role="status" className={styles.status}>
        {said}
      </span>
    </div>
  );
}
