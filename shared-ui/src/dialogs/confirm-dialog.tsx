import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';
import { DialogPanel } from './dialog-panel';

const useStyles = makeStyles({
  // Fluent has no danger button; the status palette keeps it readable in light and dark themes
  // (the same colours as the Items and Settings delete dialogs).
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerForeground1 },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerForeground1 },
  },
  text: { margin: 0 },
});

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, which names the dialog: "Delete 6 templates?" */
  title: string;
  /** What follows from saying yes, one paragraph each: "This cannot be undone." */
  text?: ReactNode[];
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive action: its button is drawn in the danger colour. */
  danger?: boolean;
  /** The dialog renders in a portal outside the screen's lang="..." element. */
  lang?: string;
  onConfirm: () => void;
  /** Cancel and Escape. */
  onCancel: () => void;
}

/**
 * A question asked before an action, in place of the browser's confirm(): an alert dialog naming
 * what will happen, answered by its action's own word or Cancel. Escape cancels; the backdrop
 * does not, so a stray click answers nothing.
 */
export function ConfirmDialog({
  open,
  title,
  text = [],
  confirmLabel,
  cancelLabel,
  danger = false,
  lang,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const styles = useStyles();
  return (
    <DialogFrame open={open} modalType="alert" onClose={onCancel} lang={lang}>
      <DialogPanel
        title={title}
        actions={
          <>
            <Button onClick={onCancel}>{cancelLabel}</Button>
            <Button appearance="primary" className={danger ? styles.danger : undefined} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {text.map((paragraph, index) => (
          <Body1 as="p" key={index} className={styles.text}>
            {paragraph}
          </Body1>
        ))}
      </DialogPanel>
    </DialogFrame>
  );
}
