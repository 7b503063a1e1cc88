import { lazyOnFirstUse } from '@video-admin/shared-ui';
import type { BulkConfirmDialogProps } from './bulk-confirm-dialog';

// Fluent's Dialog and the confirmation come with the first bulk action asked for, not with the
// bar: selecting rows does not need them.
export const BulkConfirmDialog = lazyOnFirstUse<BulkConfirmDialogProps>(
  () => import('./bulk-confirm-dialog').then((module) => module.BulkConfirmDialog),
  { isOpen: (props) => props.open },
);
