import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { useMemo, useState } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { useListingMutation } from '../../api/change-status';
import { useOpenTemplate } from '../../hooks/use-open-template';
import { useTabList } from '../../hooks/use-tab-list';
import { TAKEN_DOWN, type VideoTemplate } from '../../model/template';
import { ActionButton } from '../cells/action-button';
import { EditButton } from '../cells/edit-button';
import { RowActions } from '../cells/row-actions';
import { EditTemplateDialog } from '../edit-dialog/edit-template-dialog';
import { FilterBar } from '../filters/filter-bar';
import { TemplatePreviewDialog } from '../preview/template-preview-dialog';
import type { Column } from '../table/data-table';
import { TemplateListSection } from './template-list-section';
import { useCommonColumns } from './use-common-columns';

const KEYS = ['template_id'] as const;

/** Published: take down or re-list, and preview a template as end users see it. */
export function PublishedTab() {
  const { t } = useTemplatesTranslation();
  const common = useCommonColumns();
  const { state, list } = useTabList(KEYS, '已上架');
  const editing = useOpenTemplate();
  const [previewing, setPreviewing] = useState<VideoTemplate>();
  const listing = useListingMutation();

  const columns = useMemo<Column<VideoTemplate>[]>(
    () => [
      common.id,
      common.name,
      common.platform,
      common.mainImage,
      common.video,
      common.topTitle,
      // Published sub-statuses are Chinese words already.
      { id: 'subStatus', header: t('columns.subStatus'), render: (row) => row.template_sub_status ?? t('values.none') },
      common.updatedAt,
      {
        id: 'actions',
        header: t('columns.actions'),
        render: (row) => {
          const takenDown = row.template_sub_status === TAKEN_DOWN;
          return (
            <RowActions templateId={row.template_id}>
              <EditButton onClick={() => editing.open(row)} />
              <ActionButton
                icon={takenDown ? <ArrowUploadRegular /> : <ArrowDownloadRegular />}
                busy={listing.isPending && listing.variables?.templateId === row.template_id}
                onClick={() => listing.mutate({ templateId: row.template_id, listed: takenDown })}
              >
                {takenDown ? t('actions.relist') : t('actions.takeDown')}
              </ActionButton>
              <ActionButton icon={<EyeRegular />} onClick={() => setPreviewing(row)}>
                {t('actions.view')}
              </ActionButton>
            </RowActions>
          );
        },
      },
    ],
    [common, t, editing.open, listing],
  );

  return (
    <>
      <FilterBar keys={KEYS} values={state.values} onApply={state.applyFilters} onClear={state.clearFilters} searchOnly />
      <TemplateListSection
        label={t('list.tableLabel', { tab: t('tabs.published') })}
        columns={columns}
        emptyText={t('empty.published')}
        list={list}
        state={state}
      />
      <EditTemplateDialog template={editing.template} onClose={editing.close} />
      <TemplatePreviewDialog template={previewing} onClose={() => setPreviewing(undefined)} />
    </>
  );
}
