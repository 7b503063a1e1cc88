import { useLayoutEffect, useRef, useState } from 'react';
import { ViewsMenu } from './views-menu';
import { errorDetail, useCurrentUser, type Language } from '@video-admin/shared-ui';
import { ColumnChooser } from './column-chooser';
import { DensityMenu } from './density-menu';
import { viewStateOf, type ChoosableColumn, type ListLayout, type ListQueryState, type UserViewPublic, type ViewList } from './list-layout';
import { SaveViewDialog, type SaveViewChoice } from './save-view-dialog';
import type { ViewsBarControl } from './views-bar-buttons';
import { useViewChanges } from './use-view-changes';
import { useViewsTranslation } from './views-texts';

export interface ViewsBarControlsProps {
  list: ViewList;
  columns: readonly ChoosableColumn[];
  layout: ListLayout;
  onLayoutChange: (layout: ListLayout) => void;
  query: ListQueryState;
  views: readonly UserViewPublic[] | undefined;
  viewsFailed: boolean;
  /** The view applied last, if any. */
  active: UserViewPublic | undefined;
  onApply: (view: UserViewPublic) => void;
  /** A view saved (it becomes the one applied) or deleted (none is). */
  onActiveChange: (id: string | undefined) => void;
  /** Tells what happened, in the bar's status line. */
  onSay: (text: string) => void;
  /** The control whose button was used first: it opens as these mount, its trigger focused. */
  openFirst: ViewsBarControl;
  defaultLanguage?: Language;
}

type Saving = { copying: boolean; initialName: string };

/**
 * The bar's menus, column chooser and save dialog: code that arrives on the first use of one of
 * its buttons, then opens that control as a click on it would have.
 */
export function ViewsBarControls(props: ViewsBarControlsProps) {
  const { list, columns, layout, onLayoutChange, query, views, viewsFailed, active, onApply, onActiveChange, onSay } = props;
  const { openFirst, defaultLanguage } = props;
  const { t } = useViewsTranslation(defaultLanguage);
  const me = useCurrentUser().data;
  const { create, update, remove } = useViewChanges(list);
  const [saving, setSaving] = useState<Saving>();

  // The button used was a stand-in, gone now: its control's real trigger takes the focus before the
  // control opens (layout effects run before the menu's and popover's own), so closing it (Escape)
  // brings focus back to that trigger.
  const triggers = {
    views: useRef<HTMLButtonElement>(null),
    columns: useRef<HTMLButtonElement>(null),
    density: useRef<HTMLButtonElement>(null),
  };
  const firstTrigger = triggers[openFirst];
  useLayoutEffect(() => firstTrigger.current?.focus(), [firstTrigger]);

  const currentState = () => viewStateOf(columns, query, layout);
  const save = (choice: SaveViewChoice) =>
    create.mutate(
      { list, name: choice.name, state: currentState(), is_default: choice.isDefault, shared_with_role: choice.sharedWithRole },
      {
        onSuccess: (view) => {
          setSaving(undefined);
          onActiveChange(view.id);
          onSay(t('savedView', { name: view.name }));
        },
      },
    );
  const openSave = (next: Saving) => {
    create.reset();
    setSaving(next);
  };

  return (
    <>
      <ViewsMenu
        triggerRef={triggers.views}
        defaultOpen={openFirst === 'views'}
        views={views}
        failed={viewsFailed}
        active={active}
        onApply={onApply}
        onSave={() => openSave({ copying: false, initialName: '' })}
        onCopy={(view) => openSave({ copying: true, initialName: t('copyName', { name: view.name }) })}
        onUpdate={(view) =>
          update.mutate({ id: view.id, body: { state: currentState() } }, { onSuccess: () => onSay(t('updated', { name: view.name })) })
        }
        onToggleDefault={(view) => update.mutate({ id: view.id, body: { is_default: !view.is_default } })}
        onDelete={(view) => {
          if (!window.confirm(t('confirmDelete', { name: view.name }))) return;
          remove.mutate(view.id, {
            onSuccess: () => {
              onActiveChange(undefined);
              onSay(t('deleted', { name: view.name }));
            },
          });
        }}
        defaultLanguage={defaultLanguage}
      />
      <ColumnChooser
        triggerRef={triggers.columns}
        defaultOpen={openFirst === 'columns'}
        columns={columns}
        layout={layout}
        onChange={onLayoutChange}
        defaultLanguage={defaultLanguage}
      />
      <DensityMenu
        triggerRef={triggers.density}
        defaultOpen={openFirst === 'density'}
        density={layout.density}
        onChange={(density) => onLayoutChange({ ...layout, density })}
        defaultLanguage={defaultLanguage}
      />
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
    </>
  );
}
