import type { ReactNode } from 'react';
import type { CellLook } from '../cells/cell-look';

/** The buttons of one row, grouped and named after the template so each can be told apart. */
export function rowActions({ styles, t }: CellLook, templateId: number, buttons: ReactNode) {
  return (
    <div role="group" aria-label={t('actions.rowLabel', { id: templateId })} className={styles.actions}>
      {buttons}
    </div>
  );
}
