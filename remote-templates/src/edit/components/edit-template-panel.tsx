import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import type { FormEventHandler, ReactNode } from 'react';
import { useTemplateDialogsTranslation } from '../../i18n';

export interface EditTemplatePanelProps {
  title: string;
  /** While a save runs, the close button and 取消 are disabled. */
  pending: boolean;
  /** Save pressed, or Enter in a field: react-hook-form's handleSubmit(...). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** 取消: asks the dialog to close, as Escape does. */
  onCancel: () => void;
  /** The submit button's text; without it no buttons show along the bottom (the history has nothing to save). */
  submitLabel?: string;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * The edit dialog's form: a title with a close button (the long form scrolls, so the way out stays
 * in sight at the top), the content, and 取消 and the submit button when there is something to
 * save. The close button asks the dialog to close as Escape does, so it meets the same
 * unsaved-changes question.
 */
export function EditTemplatePanel({ title, pending, onSubmit, onCancel, submitLabel, contentClassName, children }: EditTemplatePanelProps) {
  const { t } = useTemplateDialogsTranslation();
  return (
    // The fields show their own messages; the browser's validation bubbles would repeat them.
    <form noValidate onSubmit={onSubmit}>
      <DialogBody>
        <DialogTitle
          action={
            <DialogTrigger disableButtonEnhancement action="close">
              <Button appearance="subtle" aria-label={t('edit.close')} icon={<DismissRegular />} disabled={pending} />
            </DialogTrigger>
          }
        >
          {title}
        </DialogTitle>
        <DialogContent className={contentClassName}>{children}</DialogContent>
        {submitLabel ? (
          <DialogActions>
            <Button onClick={onCancel} disabled={pending}>
              {t('edit.cancel')}
            </Button>
            {/* Focusable while it runs: disabling the focused button would drop the focus to the page. */}
            <Button appearance="primary" type="submit" disabledFocusable={pending}>
              {submitLabel}
            </Button>
          </DialogActions>
        ) : null}
      </DialogBody>
    </form>
  );
}
