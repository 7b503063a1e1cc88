import { useEffect, type RefObject } from 'react';

/** Whether the dialog may close now; false when the admin chose to keep unsaved work. */
export type MayClose = () => boolean;
export const ALWAYS: MayClose = () => true;

/**
 * While the dialog's content is open, closing it (Escape, the backdrop, the close button, 取消)
 * first asks whether to throw away unsaved work, in the browser's own dialog.
 */
export function useDiscardGuard(mayCloseRef: RefObject<MayClose>, unsaved: boolean, question: string): void {
  useEffect(() => {
    mayCloseRef.current = () => !unsaved || window.confirm(question);
    return () => {
      mayCloseRef.current = ALWAYS;
    };
  }, [mayCloseRef, unsaved, question]);
}
