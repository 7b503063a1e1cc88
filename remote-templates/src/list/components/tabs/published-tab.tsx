import { ArchiveRegular } from '@fluentui/react-icons/headless/svg/archive';
import { ArrowUploadRegular } from '@fluentui/react-icons/headless/svg/arrow-upload';
import { EyeRegular } from '@fluentui/react-icons/headless/svg/eye';
import { useMemo, useState } from 'react';
import { errorDetail } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { useUpdateTemplate } from '../../../api/update-template';
import { LISTED, TAKEN_DOWN } from '../../../model/template';
import { ActionButton } from '../row-actions/action-button';
import { MutationButtons } from '../row-actions/mutation-buttons';
import { subStatusText } from '../cells/sub-status-badge';
import { TemplatePreviewDialog } from '../../../preview';
import { RowMoreMenu } from '../row-actions/lazy-row-more-menu';
import type { Column } from '../table/data-table';
import { offDefaultView } from '../table/column';
import { TAB_FILTERS } from '../../../model/tabs';
import { rowFocusReturn } from '../../model/row-focus';
import { TabScreen } from './tab-screen';
import { useStatusTab } from './use-status-tab';

const KEYS = TAB_FILTERS.published;

/** Published: take down or re-list, and preview a template as end users see it. */
export function PublishedTab() {
  // 复制 and 删除 wait behind 更多操作: the row's buttons are taking down (or re-listing) and 查看.
  const { t, common, tabList, editing, more, menu, rights } = useStatusTab(KEYS, '已上架');
  const [previewing, setPreviewing] = useState<VideoTemplate>();
  // Taking down hides a template from end users, re-listing shows it again. A failure says so with
  // the server's reason: the row's button alone, unchanged, would not tell the admin it failed.
  const listing = useUpdateTemplate({
    toUpdate: ({ templateId, listed }: { templateId: number; listed: boolean }) => ({
      template_id: templateId,
      template_sub_status: listed ? LISTED : TAKEN_DOWN,
    }),
    successToast: ({ templateId: id, listed }) =>
      listed
        ? { intent: 'success', title: t('toast.relistSuccess'), description: t('toast.relistSuccessText', { id }) }
        : { intent: 'warning', title: t('toast.takeDownSuccess'), description: t('toast.takeDownSuccessText', { id }) },
    failureToast: (error, { listed }) => ({
      intent: 'error',
      title: listed ? t('toast.relistFailed') : t('toast.takeDownFailed'),
      description: errorDetail(error, t('toast.operationFailed')),
    }),
  });

  const columns = useMemo<Column<VideoTemplate>[]>(
    // The default view fits a 1280 px screen: the main image end users see, whether it is listed,
    // and when it changed; the video and the title give way (the chooser offers them, 查看 shows
    // the template as end users see it).
    () => [
      ...common.showcase.map((column) => (column.id === 'video' || column.id === 'topTitle' ? offDefaultView(column) : column)),
      // Published sub-statuses are stored as Chinese words: shown in the screen's language.
      {
        id: 'subStatus',
        header: t('columns.subStatus'),
        render: (row) => (row.template_sub_status ? subStatusText(common.look, row.template_sub_status) : t('values.none')),
      },
      common.updatedAt,
      // 查看 stays for everyone who reads the tab; taking down and re-listing are publishing.
      ...common.actions(rights.edit ? editing.open : undefined, (row) => {
        const takenDown = row.template_sub_status === TAKEN_DOWN;
        return (
          <>
            {rights.publish ? (
              <ActionButton
                icon={takenDown ? <ArrowUploadRegular /> : <ArchiveRegular />}
                busy={listing.isPending && listing.variables?.templateId === row.template_id}
                // One key for 下架 and 重新上架: the focus comes back to the button, whichever it now reads.
                actionKey="listing"
                onClick={(button) =>
                  window.confirm(takenDown ? t('confirm.relist') : t('confirm.takeDown')) &&
                  listing.mutate({ templateId: row.template_id, listed: takenDown }, { onSettled: rowFocusReturn(button) })
                }
              >
                {takenDown ? t('actions.relist') : t('actions.takeDown')}
              </ActionButton>
            ) : null}
            <ActionButton icon={<EyeRegular />} opensDialog onClick={() => setPreviewing(row)}>
              {t('actions.view')}
            </ActionButton>
            {more ? <MutationButtons templateId={row.template_id} mutations={[]} more={more} /> : null}
          </>
        );
      }),
    ],
    [common, t, editing.open, listing, more, rights],
  );

  return (
    <TabScreen name="published" filterKeys={KEYS} tabList={tabList} columns={columns} editing={editing}>
      <TemplatePreviewDialog template={previewing} onClose={() => setPreviewing(undefined)} />
      <RowMoreMenu {...menu} />
    </TabScreen>
  );
}
