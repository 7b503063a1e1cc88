import { ArrowCounterclockwiseRegular } from '@fluentui/react-icons/svg/arrow-counterclockwise';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { useMemo } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { useResubmitMutation } from '../../api/change-status';
import { useOpenTemplate } from '../../hooks/use-open-template';
import { usePublishAction } from '../../hooks/use-publish-action';
import { useTabList } from '../../hooks/use-tab-list';
import type { VideoTemplate } from '../../model/template';
import { ActionButton } from '../cells/action-button';
import { EditButton } from '../cells/edit-button';
import { RowActions } from '../cells/row-actions';
import { EditTemplateDialog } from '../edit-dialog/edit-template-dialog';
import { FilterBar } from '../filters/filter-bar';
import type { Column } from '../table/data-table';
import { TemplateListSection } from './template-list-section';
import { useCommonColumns } from './use-common-columns';

const KEYS = ['template_name', 'template_platform'] as const;

/** Pending completion: the admin fills what is missing, then publishes, or sends it back to generation. */
export function CompletionTab() {
  const { t } = useTemplatesTranslation();
  const common = useCommonColumns();
  const { state, list } = useTabList(KEYS, '待补全');
  const editing = useOpenTemplate();
  const resubmit = useResubmitMutation();
  const { request: requestPublish, publish } = usePublishAction(list.data?.data);

  const columns = useMemo<Column<VideoTemplate>[]>(() => {
    const busy = (id: number) => (resubmit.isPending && resubmit.variables === id) || (publish.isPending && publish.variables === id);
    return [
      common.id,
      common.name,
      common.platform,
      common.mainImage,
      common.video,
      common.topTitle,
      common.categoryId,
      {
        id: 'photoTips',
        header: t('columns.photoTips'),
        render: (row) => (row.photo_tips_id ? t(`photoTips.${row.photo_tips_id}`, { defaultValue: String(row.photo_tips_id) }) : t('values.none')),
      },
      common.subStatus,
      common.updatedAt,
      {
        id: 'actions',
        header: t('columns.actions'),
        render: (row) => (
          <RowActions templateId={row.template_id}>
            <EditButton onClick={() => editing.open(row)} />
            <ActionButton
              icon={<ArrowCounterclockwiseRegular />}
              busy={resubmit.isPending && resubmit.variables === row.template_id}
              disabled={busy(row.template_id)}
              onClick={() => window.confirm(t('confirm.resubmit')) && resubmit.mutate(row.template_id)}
            >
              {t('actions.resubmit')}
            </ActionButton>
            <ActionButton
              appearance="primary"
              icon={<ArrowUploadRegular />}
              busy={publish.isPending && publish.variables === row.template_id}
              disabled={busy(row.template_id)}
              onClick={() => requestPublish(row.template_id)}
            >
              {t('actions.publish')}
            </ActionButton>
          </RowActions>
        ),
      },
    ];
  }, [common, t, editing.open, resubmit, publish, requestPublish]);

  return (
    <>
      <FilterBar keys={KEYS} values={state.values} onApply={state.applyFilters} onClear={state.clearFilters} />
      <TemplateListSection
        label={t('list.tableLabel', { tab: t('tabs.completion') })}
        columns={columns}
        emptyText={t('empty.completion')}
        list={list}
        state={state}
      />
      <EditTemplateDialog template={editing.template} onClose={editing.close} />
    </>
  );
}
