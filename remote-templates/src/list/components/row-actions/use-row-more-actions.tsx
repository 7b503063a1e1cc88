import { useMemo } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { MoreActionsButton } from './more-actions-button';
import type { RowMoreActions } from './mutation-buttons';
import type { RowMoreMenuProps } from './row-more-menu';
import { useCopyDeleteActions, type ListPage } from '../../hooks/use-copy-delete-actions';
import { useRowMenu } from '../../hooks/use-row-menu';

/**
 * 复制 and 删除 behind each row's 更多操作, for the tabs whose rows already carry their status
 * moves: `more` goes to the rows' MutationButtons, `menu` to the tab's one RowMoreMenu.
 */
export function useRowMoreActions(page: ListPage): { more: RowMoreActions; menu: RowMoreMenuProps } {
  const { t } = useTemplatesTranslation();
  const items = useCopyDeleteActions(page);
  const { menu, open, close } = useRowMenu();
  const openFor = menu?.templateId;
  const more = useMemo<RowMoreActions>(() => {
    const text = t('actions.moreShort');
    const label = t('actions.more');
    return {
      items,
      render: (templateId, disabled) => (
        <MoreActionsButton
          text={text}
          label={label}
          busy={items.some((item) => item.isRunning(templateId))}
          disabled={disabled}
          expanded={openFor === templateId}
          onOpen={(target) => open(templateId, target, items)}
        />
      ),
    };
  }, [items, t, openFor, open]);
  return { more, menu: { menu, label: openFor === undefined ? '' : t('actions.moreMenuLabel', { id: openFor }), onClose: close } };
}
