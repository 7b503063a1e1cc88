import { Text } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { errorDetail, useCurrentUser, type Language } from '@video-admin/shared-ui';
import { ColumnChooser } from './column-chooser';
import { DensityMenu } from './density-menu';
import {
  layoutOfView,
  viewStateOf,
  type ChoosableColumn,
  type ListLayout,
  type ListQueryState,
  type UserViewPublic,
  type ViewList,
} from './list-layout';
import { SaveViewDialog, type SaveViewChoice } from './save-view-dialog';
import { useListViews } from './use-list-views';
import { useViewsBarStyles } from './views-bar.styles';
import { ViewsMenu } from './views-menu';
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
  defaultLanguage?: Language;
}

type Saving = { copying: boolean; initialName: string };

/**
 * Above a list's table: its saved views, the column chooser and the density (a phone shows the
 * views only). The person's default view of the list applies when the list opens without filters
 * in its URL.
 */
export function ListViewsBar(props: ListViewsBarProps) {
  const { list, columns, layout, onLayoutChange, query, onApplyQuery, urlHasFilters, defaultLanguage } = props;
  const { t } = useViewsTranslation(defaultLanguage);
  const styles = useViewsBarStyles();
  const me = useCurrentUser().data;
  const { query: views, create, update, remove } = useListViews(list);
  const [activeId, setActiveId] = useState<string>();
  const [saving, setSaving] = useState<Saving>();
  const [said, setSaid] = useState('');
  const active = views.data?.data.find((view) => view.id === activeId);

  const apply = (view: UserViewPublic) => {
    onApplyQuery({ tab: view.state.tab, filters: view.state.filters, sort: view.state.sort });
    onLayoutChange(layoutOfView(columns, view.state));
    setActiveId(view.id);
    setSaid(t('applied', { name: view.name }));
  };

  // The default view, once, when the list opened without filters of its own.
  const openedWithFilters = useRef(urlHasFilters);
  const defaultDone = useRef(false);
  const ownDefault = views.data?.data.find((view) => view.is_default && !view.read_only);
  useEffect(() => {
    if (defaultDone.current || !views.data) return;
    defaultDone.current = true;
    if (!openedWithFilters.current && ownDefault) apply(ownDefault);
    // Only the first answer counts: later changes of the default wait for the next opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [views.data]);

  const currentState = () => viewStateOf(columns, query, layout);
  const save = (choice: SaveViewChoice) =>
    create.mutate(
      { list, name: choice.name, state: currentState(), is_default: choice.isDefault, shared_with_role: choice.sharedWithRole },
      {
        onSuccess: (view) => {
          setSaving(undefined);
          setActiveId(view.id);
          setSaid(t('savedView', { name: view.name }));
        },
      },
    );
  const openSave = (next: Saving) => {
    create.reset();
    setSaving(next);
  };

  return (
    <div role="group" aria-label={t('toolbar')} className={styles.bar}>
      <ViewsMenu
        views={views.data?.data}
        failed={views.isError}
        active={active}
        onApply={apply}
        onSave={() => openSave({ copying: false, initialName: '' })}
        onCopy={(view) => openSave({ copying: true, initialName: t('copyName', { name: view.name }) })}
        onUpdate={(view) =>
          update.mutate({ id: view.id, body: { state: currentState() } }, { onSuccess: () => setSaid(t('updated', { name: view.name })) })
        }
        onToggleDefault={(view) => update.mutate({ id: view.id, body: { is_default: !view.is_default } })}
        onDelete={(view) => {
          if (!window.confirm(t('confirmDelete', { name: view.name }))) return;
          remove.mutate(view.id, {
            onSuccess: () => {
              setActiveId(undefined);
              setSaid(t('deleted', { name: view.name }));
            },
          });
        }}
        defaultLanguage={defaultLanguage}
      />
      <ColumnChooser columns={columns} layout={layout} onChange={onLayoutChange} defaultLanguage={defaultLanguage} />
      <DensityMenu
        density={layout.density}
        onChange={(density) => onLayoutChange({ ...layout, density })}
        defaultLanguage={defaultLanguage}
      />
      <Text role="status" className={styles.status}>
        {said}
      </Text>
      <SaveViewDialog
        open={!!saving}
        copying={!!saving?.copying}
        initialName={saving?.initialName ?? ''}
        mayShare={!!me?.is_superuser}
        saving={create.isPending}
        error={create.error ? errorDetail(create.error) : undefined}
        onSave={save}
        onClose={() => setSaving(undefined)}
        defaultLanguage={defaultLanguage}
      />
    </div>
  );
}
