import { Dialog, DialogSurface } from '@fluentui/react-components';
import type { ReactNode } from 'react';

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

/** A modal dialog: focus trapped inside it, closed by Escape or the backdrop. */
export function DialogFrame({ open = true, onClose, modalType = 'modal', surfaceClassName, lang, children }: DialogFrameProps) {
  return (
    <Dialog open={open} modalType={modalType} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={surfaceClassName} lang={lang}>
        {children}
      </DialogSurface>
    </Dialog>
  );
}
