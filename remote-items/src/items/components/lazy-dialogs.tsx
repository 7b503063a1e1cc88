import { lazyOnFirstUse } from '@video-admin/shared-ui';

// The add, edit and delete dialogs (react-hook-form and Fluent's Dialog, Input and Field) are
// fetched when one is first opened, not with the items screen, which does not need them to show.
export const ItemFormDialog = lazyOnFirstUse(() => import('./item-form-dialog').then((module) => module.ItemFormDialog), {
  isOpen: (props) => props.open,
});
export const DeleteItem = lazyOnFirstUse(() => import('./delete-item').then((module) => module.DeleteItem), {
  isOpen: (props) => props.open,
});
