import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { BookmarkMultipleRegular } from '@fluentui/react-icons/svg/bookmark-multiple';
import type { Ref } from 'react';
import type { Language } from '@video-admin/shared-ui';
import type { UserViewPublic } from './list-layout';
import { useViewsTranslation } from './views-texts';

export interface ViewsMenuProps {
  views: readonly UserViewPublic[] | undefined;
  failed: boolean;
  /** The view applied last, if any. */
  active: UserViewPublic | undefined;
  onApply: (view: UserViewPublic) => void;
  onSave: () => void;
  onUpdate: (view: UserViewPublic) => void;
  onToggleDefault: (view: UserViewPublic) => void;
  onDelete: (view: UserViewPublic) => void;
  onCopy: (view: UserViewPublic) => void;
  /** Opens as it mounts (its button was used before this code arrived). */
  defaultOpen?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
  defaultLanguage?: Language;
}

/**
 * The saved views of a list: one's own and those shared with one's role, each applied by choosing
 * it; saving what the list shows; and for the view applied last, updating, making it the default
 * or deleting it (one's own) or saving a copy (a shared one).
 */
export function ViewsMenu(props: ViewsMenuProps) {
  const { views, failed, active, onApply, onSave, onUpdate, onToggleDefault, onDelete, onCopy, defaultOpen, triggerRef, defaultLanguage } =
    props;
  const { t } = useViewsTranslation(defaultLanguage);
  const mine = views?.filter((view) => !view.read_only) ?? [];
  const shared = views?.filter((view) => view.read_only) ?? [];
  const item = (view: UserViewPublic) => (
    <MenuItem
      key={view.id}
      onClick={() => onApply(view)}
      secondaryContent={
        view.read_only
          ? undefined
          : view.is_default
            ? t('default')
            : view.shared_with_role
              ? t('sharedWith', { role: t(`roles.${view.shared_with_role}`) })
              : undefined
      }
    >
      {view.name}
    </MenuItem>
  );
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <Button ref={triggerRef} icon={<BookmarkMultipleRegular />} appearance="subtle">
          {active ? t('viewsNamed', { name: active.name }) : t('views')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('views')}>
          {failed ? <MenuItem disabled>{t('loadFailed')}</MenuItem> : null}
          {views && views.length === 0 ? <MenuItem disabled>{t('none')}</MenuItem> : null}
          {mine.length > 0 ? (
            <MenuGroup>
              <MenuGroupHeader>{t('mine')}</MenuGroupHeader>
              {mine.map(item)}
            </MenuGroup>
          ) : null}
          {shared.length > 0 ? (
            <MenuGroup>
              <MenuGroupHeader>{t('shared')}</MenuGroupHeader>
              {shared.map(item)}
            </MenuGroup>
          ) : null}
          <MenuDivider />
          <MenuItem onClick={onSave}>{t('save')}</MenuItem>
          {active && !active.read_only ? (
            <>
              <MenuItem onClick={() => onUpdate(active)}>{t('update', { name: active.name })}</MenuItem>
              <MenuItem onClick={() => onToggleDefault(active)}>
                {active.is_default ? t('unsetDefault', { name: active.name }) : t('makeDefault', { name: active.name })}
              </MenuItem>
              <MenuItem onClick={() => onDelete(active)}>{t('delete', { name: active.name })}</MenuItem>
            </>
          ) : null}
          {active?.read_only ? <MenuItem onClick={() => onCopy(active)}>{t('copy', { name: active.name })}</MenuItem> : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
