import { lazy, Suspense, useState } from 'react';
import type { EditTemplateDialogProps } from './edit-dialog/edit-template-dialog';
import type { TemplatePreviewDialogProps } from './preview/template-preview-dialog';

// The edit dialog (every field, the AI buttons, the reference video upload, the history) and the
// preview are fetched when first opened, not with the tab. Once opened, a dialog stays mounted,
// closed, as it was before: it closes with its animation and focus goes back where it came from.
const LazyEditTemplateDialog = lazy(() => import('./edit-dialog/edit-template-dialog').then((module) => ({ default: module.EditTemplateDialog })));
const LazyTemplatePreviewDialog = lazy(() =>
  import('./preview/template-preview-dialog').then((module) => ({ default: module.TemplatePreviewDialog })),
);

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function EditTemplateDialog(props: EditTemplateDialogProps) {
  return useOpenedOnce(props.template !== undefined) ? (
    <Suspense fallback={null}>
      <LazyEditTemplateDialog {...props} />
    </Suspense>
  ) : null;
}

export function TemplatePreviewDialog(props: TemplatePreviewDialogProps) {
  return useOpenedOnce(props.template !== undefined) ? (
    <Suspense fallback={null}>
      <LazyTemplatePreviewDialog {...props} />
    </Suspense>
  ) : null;
}
