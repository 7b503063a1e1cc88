import { CheckmarkRegular } from '@fluentui/react-icons/svg/checkmark';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useMemo } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { useReviewMutation } from '../../api/review-template';
import { useOpenTemplate } from '../../hooks/use-open-template';
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

/** Generated: the admin watches the video, then approves (AI completion runs) or rejects. */
export function GeneratedTab() {
  const { t } = useTemplatesTranslation();
  const common = useCommonColumns();
  const { state, list } = useTabList(KEYS, '已生成');
  const editing = useOpenTemplate();
  const approve = useReviewMutation('approve');
  const reject = useReviewMutation('reject');

  const columns = useMemo<Column<VideoTemplate>[]>(() => {
    const busy = (id: number) => (approve.isPending && approve.variables === id) || (reject.isPending && reject.variables === id);
    return [
      common.id,
      common.name,
      common.platform,
      common.video,
      common.mainImage,
      common.prompt,
      common.subStatus,
      common.updatedAt,
      {
        id: 'actions',
        header: t('columns.actions'),
        render: (row) => (
          <RowActions templateId={row.template_id}>
            <EditButton onClick={() => editing.open(row)} />
            <ActionButton
              appearance="primary"
              icon={<CheckmarkRegular />}
              busy={approve.isPending && approve.variables === row.template_id}
              disabled={busy(row.template_id)}
              onClick={() => window.confirm(t('confirm.approve')) && approve.mutate(row.template_id)}
            >
              {t('actions.pass')}
            </ActionButton>
            <ActionButton
              icon={<DismissRegular />}
              busy={reject.isPending && reject.variables === row.template_id}
              disabled={busy(row.template_id)}
              onClick={() => window.confirm(t('confirm.disapprove')) && reject.mutate(row.template_id)}
            >
              {t('actions.reject')}
            </ActionButton>
          </RowActions>
        ),
      },
    ];
  }, [common, t, editing.open, approve, reject]);

  return (
    <>
      <FilterBar keys={KEYS} values={state.values} onApply={state.applyFilters} onClear={state.clearFilters} />
      <TemplateListSection
        label={t('list.tableLabel', { tab: t('tabs.generated') })}
        columns={columns}
        emptyText={t('empty.generated')}
        list={list}
        state={state}
      />
      <EditTemplateDialog template={editing.template} onClose={editing.close} />
    </>
  );
}
