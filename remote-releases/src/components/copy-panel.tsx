import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { DialogPanel } from '@video-admin/shared-ui/dialogs';
import { useReleasesTranslation } from '../i18n';
import { useReleasesStyles } from './styles';

export interface CopyPanelProps {
  title: string;
  /** What 复制 / Copy puts on the clipboard: a preview link, a deploy key's secret. */
  copyText: string;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog's panel that hands over something to copy: Copy and Close. */
export function CopyPanel({ title, copyText, onClose, children }: CopyPanelProps) {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  return (
    <DialogPanel
      title={title}
      contentProps={{ className: styles.form }}
      actions={
        <>
          <Button onClick={() => void navigator.clipboard?.writeText(copyText)}>{t('actions.copy')}</Button>
          <Button appearance="primary" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </>
      }
    >
      {children}
    </DialogPanel>
  );
}
