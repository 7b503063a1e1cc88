import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import type { FormEventHandler, ReactNode } from 'react';

export interface EditTemplatePanelProps {
  title: string;
  /** The name of the close button in the title bar. */
  closeLabel: string;
  /** While a save runs, the close button is disabled with the others. */
  pending: boolean;
  /** Save pressed, or Enter in a field: react-hook-form's handleSubmit(...). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The buttons along the bottom; left out while the history shows, which has nothing to save. */
  actions?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * The edit dialog's form: a title with a close button (the long form scrolls, so the way out stays
 * in sight at the top), the content, and the buttons when there are any. The close button asks
 * the dialog to close as Escape does, so it meets the same unsaved-changes question.
 */
export function EditTemplatePanel({ title, closeLabel, pending, onSubmit, actions, contentClassName, children }: EditTemplatePanelProps) {
  return (
    // The fields show their own messages; the browser's validation bubbles would repeat them.
    <form noValidate onSubmit={onSubmit}>
      <DialogBody>
        <DialogTitle
          action={
            <DialogTrigger disableButtonEnhancement action="close">
              <Button appearance="subtle" aria-label={closeLabel} icon={<DismissRegular />} disabled={pending} />
            </DialogTrigger>
          }
        >
          {title}
        </DialogTitle>
        <DialogContent className={contentClassName}>{children}</DialogContent>
        {actions ? <DialogActions>{actions}</DialogActions> : null}
      </DialogBody>
    </form>
  );
}
