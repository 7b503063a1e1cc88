import { CheckmarkRegular } from '@fluentui/react-icons/headless/svg/checkmark';
import { DismissRegular } from '@fluentui/react-icons/headless/svg/dismiss';
import { useMemo } from 'react';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { useUpdateTemplate } from '../../../api/update-template';
import { confirmedMove, type RowMutation } from '../../model/row-mutation';
import { rowButtons } from '../row-actions/row-buttons';
import { templateParams } from '../cells/template-params';
import { RowMoreMenu } from '../row-actions/lazy-row-more-menu';
import type { Column } from '../table/data-table';
import { offDefaultView } from '../table/column';
import { TAB_FILTERS } from '../../../model/tabs';
import { TabScreen } from './tab-screen';
import { useStatusTab } from './use-status-tab';

const KEYS = TAB_FILTERS.pending;

/** Pending generation: pass moves a template to 已生成, reject to 待补全. */
export function PendingTab() {
  const { t, common, tabList, editing, more, menu, rights } = useStatusTab(KEYS, '待生成');
  const pass = useUpdateTemplate({
    toUpdate: (templateId: number) => ({ template_id: templateId, template_status: '已生成' }),
    successToast: (id) => ({ intent: 'success', title: t('toast.passSuccess'), description: t('toast.passSuccessText', { id }) }),
    failureToast: () => ({ intent: 'error', title: t('toast.passFailed'), description: t('toast.operationFailed') }),
  });
  const reject = useUpdateTemplate({
    toUpdate: (templateId: number) => ({ template_id: templateId, template_status: '待补全' }),
    successToast: (id) => ({ intent: 'warning', title: t('toast.rejectSuccess'), description: t('toast.rejectSuccessText', { id }) }),
    failureToast: () => ({ intent: 'error', title: t('toast.rejectFailed'), description: t('toast.operationFailed') }),
  });

  const columns = useMemo<Column<VideoTemplate>[]>(() => {
    const mutations: RowMutation[] = rights.review
      ? [
          confirmedMove(t('actions.pass'), <CheckmarkRegular />, pass, t('confirm.pass')),
          confirmedMove(t('actions.reject'), <DismissRegular />, reject, t('confirm.reject')),
        ]
      : [];
    // The default view fits a 1280 px screen: the params (one line, the JSON on hover and focus)
    // are what a reviewer passes on; the prompt gives way (the chooser offers it, the dialog shows it).
    return [
      common.id,
      common.name,
      common.platform,
      offDefaultView(common.prompt),
      { id: 'params', header: t('columns.params'), render: (row) => templateParams(common.look, row.template_params) },
      common.subStatus,
      common.createdAt,
      ...common.actions(rights.edit ? editing.open : undefined, rowButtons(mutations, more)),
    ];
  }, [common, t, editing.open, pass, reject, more, rights]);

  return (
    <TabScreen name="pending" filterKeys={KEYS} tabList={tabList} columns={columns} editing={editing}>
      <RowMoreMenu {...menu} />
    </TabScreen>
  );
}
