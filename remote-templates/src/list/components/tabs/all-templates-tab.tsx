import { useMemo } from 'react';
import { usePermissions } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { useTemplatesTranslation } from '../../../i18n';
import { useCopyDeleteActions } from '../../hooks/use-copy-delete-actions';
import { useOpenTemplate } from '../../../edit';
import { useTabList } from '../../hooks/use-tab-list';
import { LISTED } from '../../../model/template';
import { longText } from '../cells/long-text';
import { MutationButtons } from '../row-actions/mutation-buttons';
import { templateStatusBadge } from '../cells/template-status-badge';
import type { Column } from '../table/data-table';
import { offDefaultView } from '../table/column';
import { TAB_FILTERS } from '../../../model/tabs';
import { TabScreen } from './tab-screen';
import { useCommonColumns } from './use-common-columns';

const KEYS = TAB_FILTERS.all;

/** Every template; all five filters go to the server. Each row can be edited, copied or deleted, as far as the person may. */
export function AllTemplatesTab() {
  const { t } = useTemplatesTranslation();
  const common = useCommonColumns();
  const canEdit = usePermissions().can('templates.edit');
  const tabList = useTabList(KEYS);
  const editing = useOpenTemplate();
  const { state, list } = tabList;
  const copyDelete = useCopyDeleteActions({
    rowCount: list.data?.data.length ?? 0,
    page: state.page,
    setPage: state.setPage,
    onOpen: canEdit ? editing.open : undefined,
  });

  // The default view fits a 1280 px screen whatever the rows hold: who and what (id, name,
  // platform), where it stands (status, video or not, origin), its last change and the buttons. The
  // texts, images, flags and the creation time give way (the chooser offers them; the template's dialog shows them).
  // A status badge is up to 150 px wide in English ("Pending completion"), never cut.
  const columns = useMemo<Column<VideoTemplate>[]>(
    () => [
      common.id,
      common.name,
      common.platform,
      offDefaultView(common.prompt),
      offDefaultView(common.categoryId),
      // The template's own status, as the tabs, the status filter and the export show it; 视频
      // below says whether a video exists (decision 0018).
      { id: 'status', header: t('columns.status'), render: (row) => templateStatusBadge(common.look, row.template_status), card: 'badge' },
      // "Enabled" means end users can see it: published and not taken down.
      {
        id: 'enabled',
        header: t('columns.enabled'),
        render: (row) =>
          row.template_status === '已上架' && row.template_sub_status === LISTED ? t('values.enabled') : t('values.disabled'),
        card: 'field',
        hiddenByDefault: true,
      },
      offDefaultView(common.mainImage),
      {
        id: 'video',
        header: t('columns.video'),
        render: (row) => (row.template_video_url ? t('values.hasVideo') : t('values.noVideo')),
      },
      {
        id: 'origin',
        header: t('columns.origin'),
        render: (row) => (row.original_template_id ? t('values.copiedFrom', { id: row.original_template_id }) : t('values.original')),
      },
      offDefaultView(common.topTitle),
      {
        id: 'recommendation',
        header: t('columns.recommendation'),
        render: (row) => longText(common.look, row.template_system_recommendation),
        hiddenByDefault: true,
      },
      {
        id: 'evaluation',
        header: t('columns.evaluation'),
        render: (row) => longText(common.look, row.template_user_evaluation),
        hiddenByDefault: true,
      },
      {
        id: 'manualAudit',
        header: t('columns.manualAudit'),
        render: (row) => (row.template_is_manual_audit ? t('values.manualAudit') : t('values.autoAudit')),
        hiddenByDefault: true,
      },
      // A phone's card keeps the last change only, beside the platform and title.
      { ...common.createdAt, card: undefined, hiddenByDefault: true },
      common.updatedAt,
      // 复制 and 删除 beside 编辑: this tab's rows have no status moves, so there is room for them.
      ...common.actions(
        canEdit ? editing.open : undefined,
        copyDelete.length ? (row) => <MutationButtons templateId={row.template_id} mutations={copyDelete} /> : undefined,
      ),
    ],
    [common, t, editing.open, copyDelete, canEdit],
  );

  return <TabScreen name="all" filterKeys={KEYS} tabList={tabList} columns={columns} editing={editing} />;
}
