import { lazyOnFirstUse } from '@video-admin/shared-ui';
import { loadScreenDialogTexts } from '../../i18n';

// The edit dialog (every field, the AI buttons, the reference video upload, the history) is
// fetched when first opened, not with the tab; the dialogs' texts come with it.
export const EditTemplateDialog = lazyOnFirstUse(
  () => Promise.all([import('./edit-template-dialog'), loadScreenDialogTexts()]).then(([module]) => module.EditTemplateDialog),
  { isOpen: (props) => props.template !== undefined },
);
