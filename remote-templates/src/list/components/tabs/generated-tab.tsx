import { CheckmarkRegular } from '@fluentui/react-icons/headless/svg/checkmark';
import { DismissRegular } from '@fluentui/react-icons/headless/svg/dismiss';
import { useMemo } from 'react';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { useReviewTemplate } from '../../api/review-template';
import { confirmedMove, type RowMutation } from '../../model/row-mutation';
import { rowButtons } from '../row-actions/row-buttons';
import { RowMoreMenu } from '../row-actions/lazy-row-more-menu';
import type { Column } from '../table/data-table';
import { offDefaultView } from '../table/column';
import { TAB_FILTERS } from '../../../model/tabs';
import { TabScreen } from './tab-screen';
import { useStatusTab } from './use-status-tab';

const KEYS = TAB_FILTERS.generated;

/** Generated: the admin watches the video, then approves (AI completion runs) or rejects. */
export function GeneratedTab() {
  const { t, common, tabList, editing, more, menu, rights } = useStatusTab(KEYS, '已生成');
  const approve = useReviewTemplate('approve');
  const reject = useReviewTemplate('reject');

  const columns = useMemo<Column<VideoTemplate>[]>(() => {
    const mutations: RowMutation[] = rights.review
      ? [
          confirmedMove(t('actions.approve'), <CheckmarkRegular />, approve, t('confirm.approve')),
          confirmedMove(t('actions.reject'), <DismissRegular />, reject, t('confirm.disapprove')),
        ]
      : [];
    // The default view fits a 1280 px screen: the video is what a reviewer judges; the main image
    // and the prompt give way (the chooser offers them, the dialog shows them).
    return [
      common.id,
      common.name,
      common.platform,
      common.video,
      offDefaultView(common.mainImage),
      offDefaultView(common.prompt),
      common.subStatus,
      common.updatedAt,
      ...common.actions(rights.edit ? editing.open : undefined, rowButtons(mutations, more)),
    ];
  }, [common, t, editing.open, approve, reject, more, rights]);

  return (
    <TabScreen name="generated" filterKeys={KEYS} tabList={tabList} columns={columns} editing={editing}>
      <RowMoreMenu {...menu} />
    </TabScreen>
  );
}
