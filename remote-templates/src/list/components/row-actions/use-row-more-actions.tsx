import { MoreHorizontalRegular } from '@fluentui/react-icons/headless/svg/more-horizontal';
import { useMemo } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { ActionButton } from './action-button';
import type { RowMoreActions } from './mutation-buttons';
import type { RowMoreMenuProps } from './row-more-menu';
import { useCopyDeleteActions, type ListPage } from '../../hooks/use-copy-delete-actions';
import { useRowMenu } from '../../hooks/use-row-menu';

const moreIcon = <MoreHorizontalRegular />;
/** The 更多操作 button's name among a row's actions (see ActionButton's actionKey). */
const MORE_ACTION = 'more';

/**
 * 复制 and 删除 behind each row's 更多操作, for the tabs whose rows already carry their status
 * moves: `more` goes to the rows' MutationButtons, `menu` to the tab's one RowMoreMenu. The
 * button is drawn as the row's other buttons and opens the menu below it; the menu's code loads
 * on the first open. The menu holds those of the two the person may use; with neither, there is
 * no such button (`more` is undefined).
 */
export function useRowMoreActions(page: ListPage): { more: RowMoreActions | undefined; menu: RowMoreMenuProps } {
  const { t } = useTemplatesTranslation();
  const items = useCopyDeleteActions(page);
  const { menu, open, close } = useRowMenu();
  const openFor = menu?.templateId;
  const more = useMemo<RowMoreActions | undefined>(() => {
    if (!items.length) return undefined;
    const text = t('actions.moreShort');
    const label = t('actions.more');
    return {
      items,
      render: (templateId, disabled) => (
        <ActionButton
          icon={moreIcon}
          label={label}
          actionKey={MORE_ACTION}
          menuExpanded={openFor === templateId}
          busy={items.some((item) => item.isRunning(templateId))}
          disabled={disabled}
          onClick={(target) => open(templateId, target, items)}
        >
          {text}
        </ActionButton>
      ),
    };
  }, [items, t, openFor, open]);
  return { more, menu: { menu, label: openFor === undefined ? '' : t('actions.moreMenuLabel', { id: openFor }), onClose: close } };
}
