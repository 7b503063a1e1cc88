import { CheckmarkRegular } from '@fluentui/react-icons/svg/checkmark';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useMemo } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { usePassMutation, useRejectMutation } from '../../api/change-status';
import { useOpenTemplate } from '../../hooks/use-open-template';
import { useTabList } from '../../hooks/use-tab-list';
import type { VideoTemplate } from '../../model/template';
import { ActionButton } from '../cells/action-button';
import { EditButton } from '../cells/edit-button';
import { RowActions } from '../cells/row-actions';
import { TemplateParams } from '../cells/template-params';
import { EditTemplateDialog } from '../edit-dialog/edit-template-dialog';
import { FilterBar } from '../filters/filter-bar';
import type { Column } from '../table/data-table';
import { TemplateListSection } from './template-list-section';
import { useCommonColumns } from './use-common-columns';

const KEYS = ['template_name', 'template_platform'] as const;

/** Pending generation: pass moves a template to 已生成, reject to 待补全. */
export function PendingTab() {
  const { t } = useTemplatesTranslation();
  const common = useCommonColumns();
  const { state, list } = useTabList(KEYS, '待生成');
  const editing = useOpenTemplate();
  const pass = usePassMutation();
  const reject = useRejectMutation();

  const columns = useMemo<Column<VideoTemplate>[]>(() => {
    const busy = (id: number) => (pass.isPending && pass.variables === id) || (reject.isPending && reject.variables === id);
    return [
      common.id,
      common.name,
      common.platform,
      common.prompt,
      { id: 'params', header: t('columns.params'), render: (row) => <TemplateParams params={row.template_params} /> },
      common.subStatus,
      common.createdAt,
      {
        id: 'actions',
        header: t('columns.actions'),
        render: (row) => (
          <RowActions templateId={row.template_id}>
            <EditButton onClick={() => editing.open(row)} />
            <ActionButton
              appearance="primary"
              icon={<CheckmarkRegular />}
              busy={pass.isPending && pass.variables === row.template_id}
              disabled={busy(row.template_id)}
              onClick={() => window.confirm(t('confirm.pass')) && pass.mutate(row.template_id)}
            >
              {t('actions.pass')}
            </ActionButton>
            <ActionButton
              icon={<DismissRegular />}
              busy={reject.isPending && reject.variables === row.template_id}
              disabled={busy(row.template_id)}
              onClick={() => window.confirm(t('confirm.reject')) && reject.mutate(row.template_id)}
            >
              {t('actions.reject')}
            </ActionButton>
          </RowActions>
        ),
      },
    ];
  }, [common, t, editing.open, pass, reject]);

  return (
    <>
      <FilterBar keys={KEYS} values={state.values} onApply={state.applyFilters} onClear={state.clearFilters} />
      <TemplateListSection
        label={t('list.tableLabel', { tab: t('tabs.pending') })}
        columns={columns}
        emptyText={t('empty.pending')}
        list={list}
        state={state}
      />
      <EditTemplateDialog template={editing.template} onClose={editing.close} />
    </>
  );
}
