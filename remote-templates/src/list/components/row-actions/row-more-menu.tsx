import { Menu, MenuItem, MenuList, MenuPopover } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import type { OpenRowMenu } from '../../hooks/use-row-menu';

export interface RowMoreMenuProps {
  /** The open row's menu; undefined while none is open. */
  menu: OpenRowMenu | undefined;
  /** The name of the menu, e.g. 模板 #12 的更多操作. */
  label: string;
  onClose: () => void;
}

const FOCUS_ATTEMPTS = 10;

/**
 * The menu a row's 更多操作 opens, below that button: Fluent's Menu, so the arrow keys move
 * between its items, Enter picks one, and Escape, Tab or a click elsewhere closes it. It opens
 * with focus on its first item; when it closes with focus inside it (or nowhere), focus goes back
 * to the row's button. One menu serves the whole table, in a chunk of its own loaded on first use.
 */
export function RowMoreMenu({ menu, label, onClose }: RowMoreMenuProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const target = menu?.target;
  const opened = menu ? `${menu.templateId}` : undefined;

  // Fluent focuses the first item when its trigger opens it; this menu has no trigger of its own
  // (one menu, many rows' buttons), and its popover appears a frame or two after it opens.
  useEffect(() => {
    if (opened === undefined) return undefined;
    let frame = 0;
    let attempts = 0;
    const focusFirst = () => {
      const first = listRef.current?.querySelector<HTMLElement>('[role="menuitem"]');
      if (first) first.focus();
      else if ((attempts += 1) < FOCUS_ATTEMPTS) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);
    return () => cancelAnimationFrame(frame);
  }, [opened]);

  const restoreFocus = () => {
    // After Fluent has moved focus: a click elsewhere keeps it where it went.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || !!listRef.current?.contains(active);
      if (target?.isConnected && lost) target.focus();
    });
  };

  return (
    <Menu
      open={!!menu}
      positioning={{ target, position: 'below', align: 'end' }}
      onOpenChange={(_, data) => {
        if (data.open) return;
        onClose();
        restoreFocus();
      }}
    >
      <MenuPopover>
        <MenuList ref={listRef} aria-label={label}>
          {menu?.items.map((item) => (
            <MenuItem key={item.label} icon={item.icon} onClick={() => item.run(menu.templateId, menu.target)}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
