import { DialogActions, DialogBody, DialogContent, DialogTitle, type DialogContentProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface DialogPanelProps {
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** The content area's layout, or its role and name when it scrolls on its own. */
  contentProps?: Omit<DialogContentProps, 'children'>;
  /** The buttons along the bottom. */
  actions: ReactNode;
  children: ReactNode;
}

/** What a DialogFrame shows: a title, the content, and the buttons. */
export function DialogPanel({ title, contentProps, actions, children }: DialogPanelProps) {
  return (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent {...contentProps}>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </DialogBody>
  );
}
