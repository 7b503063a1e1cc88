import { lazy, Suspense, useState } from 'react';
import type { DeleteItemProps } from './delete-item';
import type { ItemFormDialogProps } from './item-form-dialog';

// The add, edit and delete dialogs (react-hook-form and Fluent's Dialog, Input and Field: about a
// quarter of this remote's code) are fetched when one is first opened, not with the items screen.
// Once opened, a dialog stays mounted, closed, as it was before: it closes with its animation and
// focus goes back where it came from.
const LazyItemFormDialog = lazy(() => import('./item-form-dialog').then((module) => ({ default: module.ItemFormDialog })));
const LazyDeleteItem = lazy(() => import('./delete-item').then((module) => ({ default: module.DeleteItem })));

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function ItemFormDialog(props: ItemFormDialogProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazyItemFormDialog {...props} />
    </Suspense>
  ) : null;
}

export function DeleteItem(props: DeleteItemProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazyDeleteItem {...props} />
    </Suspense>
  ) : null;
}
