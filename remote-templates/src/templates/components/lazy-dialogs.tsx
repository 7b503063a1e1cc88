import { getLanguagePreference, lazyOnFirstUse } from 'shared-ui';
import { loadDialogTexts } from '../../i18n';

/** The dialogs' texts in the language the screen shows, fetched beside the dialog's code. */
const dialogTexts = () => {
  const preference = getLanguagePreference();
  return loadDialogTexts(preference === 'default' ? 'zh-CN' : preference);
};

// The edit dialog (every field, the AI buttons, the reference video upload, the history), the
// preview and a row's 更多操作 menu are fetched when first opened, not with the tab; the dialogs'
// texts come with them.
export const EditTemplateDialog = lazyOnFirstUse(
  () => Promise.all([import('./edit-dialog/edit-template-dialog'), dialogTexts()]).then(([module]) => module.EditTemplateDialog),
  { isOpen: (props) => props.template !== undefined },
);
export const TemplatePreviewDialog = lazyOnFirstUse(
  () => Promise.all([import('./preview/template-preview-dialog'), dialogTexts()]).then(([module]) => module.TemplatePreviewDialog),
  { isOpen: (props) => props.template !== undefined },
);
export const RowMoreMenu = lazyOnFirstUse(() => import('./cells/row-more-menu').then((module) => module.RowMoreMenu), {
  isOpen: (props) => props.menu !== undefined,
});
