import { Dialog, DialogSurface } from '@fluentui/react-components';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogFrameProps {
  /** Open unless told otherwise: a dialog mounted only while it is shown leaves this out. */
  open?: boolean;
  /** Escape and a click on the backdrop both call it; the dialog closes when the caller says so. */
  onClose: () => void;
  /** 'alert' for a question that must be answered: the backdrop does not close it (Escape still does). */
  modalType?: 'modal' | 'alert';
  surfaceClassName?: string;
  /** The dialog renders in a portal outside the screen's lang="..." element, so it says its language itself. */
  lang?: string;
  /** A DialogPanel or a FormDialogPanel; null while there is nothing to show, so the frame stays mounted as it closes. */
  children: ReactNode;
}

/**
 * A modal dialog: focus trapped inside it, closed by Escape or the backdrop. Once it has gone,
 * the focus is back on what opened it (a row's 编辑, 新建模板).
 */
export function DialogFrame({ open = true, onClose, modalType = 'modal', surfaceClassName, lang, children }: DialogFrameProps) {
  // Fluent gives the focus back itself only when the dialog is left by keyboard. Closed by a click
  // (保存修改), or after a confirm() on the way out, the focus had already dropped to the page
  // while the dialog was still there, and stayed on the page.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Before Fluent moves the focus into the dialog.
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const returnFocus = () => {
    const target = opener.current;
    opener.current = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (target?.isConnected && lost) target.focus();
  };
  return (
    <Dialog
      open={open}
      modalType={modalType}
      onOpenChange={(_, data) => !data.open && onClose()}
      // After the closing motion, once the focus trap has let go.
      surfaceMotion={{ onMotionFinish: (_, { direction }) => direction === 'exit' && setTimeout(returnFocus, 0) }}
    >
      <DialogSurface className={surfaceClassName} lang={lang}>
        {children}
      </DialogSurface>
    </Dialog>
  );
}
