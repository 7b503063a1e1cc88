import { lazyOnFirstUse } from 'shared-ui';
import { loadScreenDialogTexts } from '../../i18n';

// The edit dialog (every field, the AI buttons, the reference video upload, the history) and a
// row's 更多操作 menu are fetched when first opened, not with the tab; the dialog's texts come with it.
export const EditTemplateDialog = lazyOnFirstUse(
  () => Promise.all([import('./edit-dialog/edit-template-dialog'), loadScreenDialogTexts()]).then(([module]) => module.EditTemplateDialog),
  { isOpen: (props) => props.template !== undefined },
);
export const RowMoreMenu = lazyOnFirstUse(() => import('./cells/row-more-menu').then((module) => module.RowMoreMenu), {
  isOpen: (props) => props.menu !== undefined,
});
