import { useState, type ReactNode } from 'react';
import { lazyOnFirstUse } from '@video-admin/shared-ui';
import type { ConfirmDialogProps } from '@video-admin/shared-ui/dialogs';
import { useReleasesTranslation } from '../i18n';

// The dialog's code comes the first time a question is asked, not with the first screen.
const ConfirmDialog = lazyOnFirstUse<ConfirmDialogProps>(
  () => import('@video-admin/shared-ui/dialogs').then((module) => module.ConfirmDialog),
  {
    isOpen: (props) => props.open,
  },
);

export interface Question {
  title: string;
  text?: ReactNode[];
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an action: `ask(question)` opens the alert dialog, whose yes runs the action.
 * `dialog` is rendered where the screen keeps it.
 */
export function useConfirmation() {
  const { t, lng } = useReleasesTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  const [shown, setShown] = useState<Question | null>(null);
  const ask = (next: Question) => {
    setQuestion(next);
    setShown(next);
  };
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={shown?.title ?? ''}
      text={shown?.text}
      confirmLabel={shown?.confirmLabel ?? ''}
      cancelLabel={t('actions.cancel')}
      danger={shown?.danger}
      lang={lng}
      onCancel={() => setQuestion(null)}
      onConfirm={() => {
        setQuestion(null);
        shown?.onConfirm();
      }}
    />
  );
  return { ask, dialog };
}
