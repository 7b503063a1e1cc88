import { lazyOnFirstUse } from '@video-admin/shared-ui';
import { loadScreenDialogTexts } from '../../i18n';

// The preview is fetched when first opened, not with the tab; the dialogs' texts come with it.
export const TemplatePreviewDialog = lazyOnFirstUse(
  () => Promise.all([import('./template-preview-dialog'), loadScreenDialogTexts()]).then(([module]) => module.TemplatePreviewDialog),
  { isOpen: (props) => props.template !== undefined },
);
