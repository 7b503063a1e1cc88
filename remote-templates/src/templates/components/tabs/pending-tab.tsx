import { CheckmarkRegular } from '@fluentui/react-icons/headless/svg/checkmark';
import { DismissRegular } from '@fluentui/react-icons/headless/svg/dismiss';
import { useMemo } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { usePassMutation, useRejectMutation } from '../../api/change-status';
import { useOpenTemplate } from '../../hooks/use-open-template';
import { useTabList } from '../../hooks/use-tab-list';
import type { VideoTemplate } from '../../model/template';
import { MutationButtons, runningFor, type RowMutation } from '../cells/mutation-buttons';
import { templateParams } from '../cells/template-params';
import type { Column } from '../table/data-table';
import { TabScreen } from './tab-screen';
import { useCommonColumns } from './use-common-columns';

const KEYS = ['template_name', 'template_platform'] as const;

/** Pending generation: pass moves a template to 已生成, reject to 待补全. */
export function PendingTab() {
  const { t } = useTemplatesTranslation();
  const common = useCommonColumns();
  const tabList = useTabList(KEYS, '待生成');
  const editing = useOpenTemplate();
  const pass = usePassMutation();
  const reject = useRejectMutation();

  const columns = useMemo<Column<VideoTemplate>[]>(() => {
    const mutations: RowMutation[] = [
      {
        label: t('actions.pass'),
        icon: <CheckmarkRegular />,
        primary: true,
        isRunning: runningFor(pass),
        run: (id) => window.confirm(t('confirm.pass')) && pass.mutate(id),
      },
      {
        label: t('actions.reject'),
        icon: <DismissRegular />,
        isRunning: runningFor(reject),
        run: (id) => window.confirm(t('confirm.reject')) && reject.mutate(id),
      },
    ];
    return [
      common.id,
      common.name,
      common.platform,
      common.prompt,
      { id: 'params', header: t('columns.params'), render: (row) => templateParams(common.look, row.template_params) },
      common.subStatus,
      common.createdAt,
      common.actions(editing.open, (row) => <MutationButtons templateId={row.template_id} mutations={mutations} />),
    ];
  }, [common, t, editing.open, pass, reject]);

  return <TabScreen name="pending" filterKeys={KEYS} tabList={tabList} columns={columns} editing={editing} />;
}
