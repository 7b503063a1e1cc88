import { Field, Input, Text } from '@fluentui/react-components';
import { DialogFrame } from '@video-admin/shared-ui/dialogs';
import { CopyPanel } from '../../components/copy-panel';
import { useFormats } from '../../components/use-formats';
import { useReleasesTranslation } from '../../i18n';
import type { PreviewLink } from '../model/release-types';

export interface PreviewDialogProps {
  link: PreviewLink | null;
  version: string;
  onClose: () => void;
}

/** The preview link just made: the URL to copy and when it stops working. */
export function PreviewDialog({ link, version, onClose }: PreviewDialogProps) {
  const { t, lng } = useReleasesTranslation();
  const formats = useFormats();
  return (
    <DialogFrame open={link !== null} onClose={onClose} lang={lng}>
      {link ? (
        <CopyPanel title={t('preview.title', { version })} copyText={link.url} onClose={onClose}>
          <Field label={t('preview.url')} hint={t('preview.hint')}>
            <Input readOnly value={link.url} onFocus={(event) => event.target.select()} />
          </Field>
          <Text>{t('preview.expires', { at: formats.dateTime(link.expires_at) })}</Text>
        </CopyPanel>
      ) : null}
    </DialogFrame>
  );
}
