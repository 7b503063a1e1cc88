import { Button, Field, Input, Text } from '@fluentui/react-components';
import { DialogFrame, DialogPanel } from 'shared-ui/dialogs';
import { formatDateTime } from 'shared-ui';
import { useReleasesTranslation } from '../../i18n';
import { useReleasesStyles } from '../../components/styles';
import type { PreviewLink } from '../model/release-types';

export interface PreviewDialogProps {
  link: PreviewLink | null;
  version: string;
  onClose: () => void;
}

/** The preview link just made: the URL to copy and when it stops working. */
export function PreviewDialog({ link, version, onClose }: PreviewDialogProps) {
  const styles = useReleasesStyles();
  const { t, lng } = useReleasesTranslation();
  return (
    <DialogFrame open={link !== null} onClose={onClose} lang={lng}>
      {link ? (
        <DialogPanel
          title={t('preview.title', { version })}
          contentProps={{ className: styles.form }}
          actions={
            <>
              <Button onClick={() => void navigator.clipboard?.writeText(link.url)}>{t('actions.copy')}</Button>
              <Button appearance="primary" onClick={onClose}>
                {t('actions.close')}
              </Button>
            </>
          }
        >
          <Field label={t('preview.url')} hint={t('preview.hint')}>
            <Input readOnly value={link.url} onFocus={(event) => event.target.select()} />
          </Field>
          <Text>{t('preview.expires', { at: formatDateTime(link.expires_at) })}</Text>
        </DialogPanel>
      ) : null}
    </DialogFrame>
  );
}
