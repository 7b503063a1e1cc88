import { lazyOnFirstUse } from '@video-admin/shared-ui';

// The details and edit dialogs (with Fluent's Dialog, the form fields and react-hook-form) are
// fetched when one is first opened, not with the video tasks screen. They are rendered only while
// open, so the moment their code takes to arrive is the only difference.
export const EditVideoTaskDialog = lazyOnFirstUse(() => import('./edit-video-task-dialog').then((module) => module.EditVideoTaskDialog));
export const VideoTaskDetailsDialog = lazyOnFirstUse(() =>
  import('./video-task-details-dialog').then((module) => module.VideoTaskDetailsDialog),
);
