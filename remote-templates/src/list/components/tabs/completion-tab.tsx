import { ArrowCounterclockwiseRegular } from '@fluentui/react-icons/headless/svg/arrow-counterclockwise';
import { ArrowUploadRegular } from '@fluentui/react-icons/headless/svg/arrow-upload';
import { useMemo } from 'react';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { useUpdateTemplate } from '../../../api/update-template';
import { usePublishAction } from '../../hooks/use-publish-action';
import { confirmedMove, runningFor, type RowMutation } from '../../model/row-mutation';
import { rowButtons } from '../row-actions/row-buttons';
import { RowMoreMenu } from '../row-actions/lazy-row-more-menu';
import type { Column } from '../table/data-table';
import { offDefaultView } from '../table/column';
import { TAB_FILTERS } from '../../../model/tabs';
import { TabScreen } from './tab-screen';
import { useStatusTab } from './use-status-tab';

const KEYS = TAB_FILTERS.completion;

/** Pending completion: the admin fills what is missing, then publishes, or sends it back to generation. */
export function CompletionTab() {
  const { t, common, tabList, editing, more, menu, rights } = useStatusTab(KEYS, '待补全');
  const resubmit = useUpdateTemplate({
    toUpdate: (templateId: number) => ({ template_id: templateId, template_status: '待生成' }),
    successToast: (id) => ({ intent: 'success', title: t('toast.resubmitSuccess'), description: t('toast.resubmitSuccessText', { id }) }),
    failureToast: () => ({ intent: 'error', title: t('toast.resubmitFailed'), description: t('toast.operationFailed') }),
  });
  const { request: requestPublish, publish } = usePublishAction(tabList.list.data?.data);

  const columns = useMemo<Column<VideoTemplate>[]>(() => {
    const mutations: RowMutation[] = [
      // Sending back to generation is a review's move.
      ...(rights.review ? [confirmedMove(t('actions.resubmit'), <ArrowCounterclockwiseRegular />, resubmit, t('confirm.resubmit'))] : []),
      // The publish check and its confirmation live in usePublishAction.
      ...(rights.publish
        ? [{ label: t('actions.publish'), icon: <ArrowUploadRegular />, isRunning: runningFor(publish), run: requestPublish }]
        : []),
    ];
    // The default view fits a 1280 px screen: the main image end users see first, where the
    // template stands and when it last changed. The video and the fields being completed give way
    // (the chooser offers them; the dialog, where they are completed, shows them).
    return [
      ...common.showcase.map((column) => (column.id === 'video' || column.id === 'topTitle' ? offDefaultView(column) : column)),
      offDefaultView(common.categoryId),
      {
        id: 'photoTips',
        header: t('columns.photoTips'),
        render: (row) =>
          row.photo_tips_id ? t(`photoTips.${row.photo_tips_id}`, { defaultValue: String(row.photo_tips_id) }) : t('values.none'),
        hiddenByDefault: true,
      },
      common.subStatus,
      common.updatedAt,
      ...common.actions(rights.edit ? editing.open : undefined, rowButtons(mutations, more)),
    ];
  }, [common, t, editing.open, resubmit, publish, requestPublish, more, rights]);

  return (
    <TabScreen name="completion" filterKeys={KEYS} tabList={tabList} columns={columns} editing={editing}>
      <RowMoreMenu {...menu} />
    </TabScreen>
  );
}
