import type { Language } from '@video-admin/shared-ui';
import { ConfirmDialog } from '../../dialogs/confirm-dialog';
import { useBulkTranslation } from './bulk-texts';

/** What the bar asks before a job starts. */
export interface BulkQuestion {
  /** "Delete 6 templates?" */
  title: string;
  /** What follows, one paragraph each (the count that moved, what the action does). */
  text: string[];
  /** The action's own word, on the button that says yes. */
  confirmLabel: string;
  /** Deleting: the button is danger-styled and the dialog says it cannot be undone. */
  destructive: boolean;
}

export interface BulkConfirmDialogProps {
  open: boolean;
  /** The question, kept after it is answered so the text stays while the dialog closes. */
  question: BulkQuestion | undefined;
  onAnswer: (confirmed: boolean) => void;
  defaultLanguage?: Language;
}

/** The bar's confirmation: the count and the consequence, answered by the action's word or Cancel. */
export function BulkConfirmDialog({ open, question, onAnswer, defaultLanguage }: BulkConfirmDialogProps) {
  const { t, lng } = useBulkTranslation(defaultLanguage);
  if (!question) return null;
  return (
    <ConfirmDialog
      open={open}
      title={question.title}
      text={question.destructive ? [...question.text, t('cannotUndo')] : question.text}
      confirmLabel={question.confirmLabel}
      cancelLabel={t('cancel')}
      danger={question.destructive}
      lang={lng}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  );
}
