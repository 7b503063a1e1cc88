import { lazyOnFirstUse } from 'shared-ui';

// The edit dialog (every field, the AI buttons, the reference video upload, the history), the
// preview and a row's 更多操作 menu are fetched when first opened, not with the tab.
export const EditTemplateDialog = lazyOnFirstUse(
  () => import('./edit-dialog/edit-template-dialog').then((module) => module.EditTemplateDialog),
  { isOpen: (props) => props.template !== undefined },
);
export const TemplatePreviewDialog = lazyOnFirstUse(
  () => import('./preview/template-preview-dialog').then((module) => module.TemplatePreviewDialog),
  { isOpen: (props) => props.template !== undefined },
);
export const RowMoreMenu = lazyOnFirstUse(() => import('./cells/row-more-menu').then((module) => module.RowMoreMenu), {
  isOpen: (props) => props.menu !== undefined,
});
