import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListViewsBar, type ListQueryState } from '@video-admin/shared-ui/views';
import { TABS, tabPath, type TabId } from '../../model/tabs';
import { useTemplateSort } from '../hooks/use-tab-list';
import type { TabLayouts } from './use-tab-layouts';
import { queryOfTab, searchHasFilters, searchOfView, tabOfView } from './view-query';

export interface TemplatesViewsBarProps {
  tab: TabId;
  /** Where the shell mounted this remote: a view's tab is a path below it. */
  basePath: string;
  layouts: TabLayouts;
}

/**
 * Above the tab's table: the person's saved views of the templates (each keeps its tab, the
 * filters in force there, the order, and that tab's columns and density), the column chooser and
 * the density of the tab shown. Applying a view opens its tab with the rest. Its own component:
 * the URL it reads changes at every page and filter, which need not draw the tabs again.
 */
export function TemplatesViewsBar({ tab, basePath, layouts }: TemplatesViewsBarProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { sort } = useTemplateSort();
  const query = useMemo(() => queryOfTab(tab, search, sort), [tab, search, sort]);
  const applyQuery = useCallback(
    (next: ListQueryState) => {
      const target = tabOfView(next.tab, tab);
      navigate({
        pathname: tabPath(
          basePath,
          TABS.find(({ id }) => id === target)!,
        ),
        search: searchOfView(next, target, search),
      });
    },
    [navigate, basePath, tab, search],
  );
  return (
    <ListViewsBar
      list="templates"
      columns={layouts.columns}
      layout={layouts.layout}
      onLayoutChange={layouts.setLayout}
      query={query}
      onApplyQuery={applyQuery}
      onApplyLayout={layouts.applyLayout}
      urlHasFilters={searchHasFilters(search)}
    />
  );
}
