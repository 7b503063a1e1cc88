import { lazyOnFirstUse } from '@video-admin/shared-ui';

// The add and edit dialog (react-hook-form, Fluent's Dialog, Field, Checkbox, Radio) and the
// confirmations are fetched when one is first opened, not with the list, which shows without them.
export const UserFormDialog = lazyOnFirstUse(() => import('./user-form-dialog').then((module) => module.UserFormDialog), {
  isOpen: (props) => props.open,
});
export const ConfirmDialog = lazyOnFirstUse(() => import('@video-admin/shared-ui/dialogs').then((module) => module.ConfirmDialog), {
  isOpen: (props) => props.open,
});
