import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { DialogFrame, FormDialogPanel } from '@video-admin/shared-ui/dialogs';
import { useReleasesTranslation } from '../../i18n';
import { useReleasesStyles } from '../../components/styles';
import { rolloutPercent } from '../model/module-view';

export interface RolloutDialogProps {
  open: boolean;
  /** The release's version, which the title names. */
  version: string;
  /** The percent the field starts at. */
  initial: number;
  pending: boolean;
  onSubmit: (percent: number) => void;
  onCancel: () => void;
}

/** Gives a release to a share of browsers: a whole percent from 1 to 99 (100 completes, 0 aborts, from the rollout's own buttons). */
export function RolloutDialog({ open, version, initial, pending, onSubmit, onCancel }: RolloutDialogProps) {
  const styles = useReleasesStyles();
  const { t, lng } = useReleasesTranslation();
  const [text, setText] = useState(String(initial));
  const [tried, setTried] = useState(false);
  const percent = rolloutPercent(text);
  return (
    <DialogFrame open={open} onClose={onCancel} lang={lng}>
      <FormDialogPanel
        title={t('rollout.title', { version })}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (percent !== null) onSubmit(percent);
        }}
        onCancel={onCancel}
        pending={pending}
        cancelLabel={t('actions.cancel')}
        saveLabel={t('rollout.start')}
        contentClassName={styles.form}
      >
        <Field
          label={t('rollout.percent')}
          hint={t('rollout.hint')}
          validationMessage={tried && percent === null ? t('rollout.invalid') : undefined}
          required
        >
          <Input type="number" min={1} max={99} step={1} value={text} onChange={(_, data) => setText(data.value)} contentAfter="%" />
        </Field>
      </FormDialogPanel>
    </DialogFrame>
  );
}
