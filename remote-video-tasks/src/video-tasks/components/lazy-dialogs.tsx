import { lazy, Suspense } from 'react';
import type { EditVideoTaskDialogProps } from './edit-video-task-dialog';
import type { VideoTaskDetailsDialogProps } from './video-task-details-dialog';

// The details and edit dialogs (with Fluent's Dialog, the form fields and react-hook-form) are
// fetched when one is first opened, not with the video tasks screen. They are rendered only while
// open, so the moment their code takes to arrive is the only difference.
const LazyEditVideoTaskDialog = lazy(() => import('./edit-video-task-dialog').then((module) => ({ default: module.EditVideoTaskDialog })));
const LazyVideoTaskDetailsDialog = lazy(() =>
  import('./video-task-details-dialog').then((module) => ({ default: module.VideoTaskDetailsDialog })),
);

export function EditVideoTaskDialog(props: EditVideoTaskDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyEditVideoTaskDialog {...props} />
    </Suspense>
  );
}

export function VideoTaskDetailsDialog(props: VideoTaskDetailsDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyVideoTaskDetailsDialog {...props} />
    </Suspense>
  );
}
