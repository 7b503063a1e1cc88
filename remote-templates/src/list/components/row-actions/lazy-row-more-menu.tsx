import { lazyOnFirstUse } from '@video-admin/shared-ui';

// A row's 更多操作 menu is fetched when first opened, not with the tab.
export const RowMoreMenu = lazyOnFirstUse(() => import('./row-more-menu').then((module) => module.RowMoreMenu), {
  isOpen: (props) => props.menu !== undefined,
});
