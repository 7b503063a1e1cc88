import { lazyOnFirstUse } from '@video-admin/shared-ui';
import type { PreviewDialogProps } from './preview-dialog';
import type { RegisterModuleDialogProps } from './register-module-dialog';
import type { RetireDialogProps } from './retire-dialog';
import type { RolloutDialogProps } from './rollout-dialog';

// The dialogs' code comes the first time one opens, not with the list's first screen.
export const RolloutDialog = lazyOnFirstUse<RolloutDialogProps>(() => import('./rollout-dialog').then((module) => module.RolloutDialog), {
  isOpen: (props) => props.open,
});

export const PreviewDialog = lazyOnFirstUse<PreviewDialogProps>(() => import('./preview-dialog').then((module) => module.PreviewDialog), {
  isOpen: (props) => props.link !== null,
});

export const RegisterModuleDialog = lazyOnFirstUse<RegisterModuleDialogProps>(
  () => import('./register-module-dialog').then((module) => module.RegisterModuleDialog),
  { isOpen: (props) => props.open },
);

export const RetireDialog = lazyOnFirstUse<RetireDialogProps>(() => import('./retire-dialog').then((module) => module.RetireDialog), {
  isOpen: (props) => props.open,
});
