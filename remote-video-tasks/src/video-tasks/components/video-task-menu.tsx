import { useState } from 'react';
import { lazyOnFirstUse } from 'shared-ui';
import { MenuButton } from './menu-button';
import type { VideoTaskMenuProps } from './video-task-row-menu';

// Fluent's Menu brings its positioning engine (floating-ui), a large part of this screen's code,
// so it is fetched when a row's menu is first used: until then, and while it arrives, the row
// shows a button that looks the same.
const RowMenu = lazyOnFirstUse(() => import('./video-task-row-menu').then((module) => module.VideoTaskRowMenu), {
  fallback: ({ task, busy = false }) => <MenuButton task={task} busy={busy} aria-haspopup="menu" aria-expanded />,
});

/** The row's actions: view, and edit and delete for those who may. */
export function VideoTaskMenu(props: VideoTaskMenuProps) {
  const [used, setUsed] = useState(false);
  if (used) return <RowMenu {...props} />;
  return (
    <MenuButton
      task={props.task}
      busy={props.busy ?? false}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setUsed(true)}
      // As Fluent's MenuTrigger does: the down arrow opens a menu too.
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setUsed(true);
        }
      }}
    />
  );
}
