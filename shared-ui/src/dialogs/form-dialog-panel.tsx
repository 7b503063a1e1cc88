import { Button } from '@fluentui/react-components';
import type { FormEventHandler, ReactNode } from 'react';
import { DialogPanel } from './dialog-panel';

export interface FormDialogPanelProps {
  title: ReactNode;
  /** Called when Save is pressed or Enter submits a field: react-hook-form's handleSubmit(...). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** While a save runs, Cancel and Save are both disabled. */
  pending: boolean;
  cancelLabel: string;
  saveLabel: string;
  contentClassName?: string;
  /** The fields. */
  children: ReactNode;
}

/** A DialogPanel that is a form, with Cancel and Save. */
export function FormDialogPanel({
  title,
  onSubmit,
  onCancel,
  pending,
  cancelLabel,
  saveLabel,
  contentClassName,
  children,
}: FormDialogPanelProps) {
  return (
    // The fields show their own messages; the browser's validation bubbles would repeat them.
    <form noValidate onSubmit={onSubmit}>
      <DialogPanel
        title={title}
        contentProps={{ className: contentClassName }}
        actions={
          <>
            <Button onClick={onCancel} disabled={pending}>
              {cancelLabel}
            </Button>
            <Button appearance="primary" type="submit" disabled={pending}>
              {saveLabel}
            </Button>
          </>
        }
      >
        {children}
      </DialogPanel>
    </form>
  );
}
