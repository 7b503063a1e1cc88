import { useMemo } from 'react';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { useOpenTemplate } from '../../../edit';
import { useTemplateRights } from '../../../hooks/use-template-rights';
import { useTemplatesTranslation } from '../../../i18n';
import type { TemplateStatus } from '../../../model/template';
import type { FilterKey } from '../../../model/template-list';
import { useTabList } from '../../hooks/use-tab-list';
import { subStatusBadge } from '../cells/sub-status-badge';
import { useRowMoreActions } from '../row-actions/use-row-more-actions';
import type { Column } from '../table/column';
import { useCommonColumns } from './use-common-columns';

/**
 * What a tab of one status starts from: the shared columns and the sub-status's, its list of that status, the row whose
 * edit dialog is open, and 复制 and 删除 behind each row's 更多操作 (`more` for the rows' buttons,
 * `menu` for the tab's one menu), since the row's own buttons are the tab's status moves; and what
 * the person may do (`rights`), which picks the buttons.
 */
export function useStatusTab<K extends FilterKey>(keys: readonly K[], status: TemplateStatus) {
  const { t } = useTemplatesTranslation();
  const shared = useCommonColumns();
  // The sub-status badge is the status tabs' own column (全部 shows the template's status): its
  // code comes with theirs, not with the list's first screen.
  const common = useMemo(() => {
    const subStatus: Column<VideoTemplate> = {
      id: 'subStatus',
      header: shared.look.t('columns.subStatus'),
      render: (row) => subStatusBadge(shared.look, row.template_sub_status),
      card: 'badge',
    };
    return { ...shared, subStatus };
  }, [shared]);
  const tabList = useTabList(keys, status);
  const editing = useOpenTemplate();
  const { list, state } = tabList;
  const rights = useTemplateRights();
  const { more, menu } = useRowMoreActions({
    rowCount: list.data?.data.length ?? 0,
    page: state.page,
    setPage: state.setPage,
    onOpen: rights.edit ? editing.open : undefined,
  });
  return { t, common, tabList, editing, more, menu, rights };
}
