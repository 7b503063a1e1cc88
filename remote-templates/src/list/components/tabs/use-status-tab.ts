import { useOpenTemplate } from '../../../edit';
import { useTemplateRights } from '../../../hooks/use-template-rights';
import { useTemplatesTranslation } from '../../../i18n';
import type { TemplateStatus } from '../../../model/template';
import type { FilterKey } from '../../../model/template-list';
import { useTabList } from '../../hooks/use-tab-list';
import { useRowMoreActions } from '../row-actions/use-row-more-actions';
import { useCommonColumns } from './use-common-columns';

/**
 * What a tab of one status starts from: the shared columns, its list of that status, the row whose
 * edit dialog is open, and 复制 and 删除 behind each row's 更多操作 (`more` for the rows' buttons,
 * `menu` for the tab's one menu), since the row's own buttons are the tab's status moves; and what
 * the person may do (`rights`), which picks the buttons.
 */
export function useStatusTab<K extends FilterKey>(keys: readonly K[], status: TemplateStatus) {
  const { t } = useTemplatesTranslation();
  const common = useCommonColumns();
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
