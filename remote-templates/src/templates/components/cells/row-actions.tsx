import type { ReactNode } from 'react';
import { useTemplatesTranslation } from '../../../i18n';
import { useCellStyles } from './cells.styles';

/** The buttons of one row, grouped and named after the template so each can be told apart. */
export function RowActions({ templateId, children }: { templateId: number; children: ReactNode }) {
  const styles = useCellStyles();
  const { t } = useTemplatesTranslation();
  return (
    <div role="group" aria-label={t('actions.rowLabel', { id: templateId })} className={styles.actions}>
      {children}
    </div>
  );
}
