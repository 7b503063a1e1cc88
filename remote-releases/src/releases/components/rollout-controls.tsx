import { Button, Field, Input, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useReleasesTranslation } from '../../i18n';
import { useReleasesStyles } from '../../components/styles';
import { useFormats } from '../../components/use-formats';
import { rolloutPercent } from '../model/module-view';
import type { Rollout } from '../model/release-types';

export interface RolloutControlsProps {
  rollout: Rollout;
  version: string;
  pending: boolean;
  /** A new share, 1..99, at once. */
  onChange: (percent: number) => void;
  /** 100: the release goes live (asked first). */
  onComplete: () => void;
  /** 0: the rollout ends, the live release stays (asked first). */
  onAbort: () => void;
}

/** A rollout in progress: its share, who started it and when; change the share, complete or abort it. */
export function RolloutControls({ rollout, version, pending, onChange, onComplete, onAbort }: RolloutControlsProps) {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  const formats = useFormats();
  const [text, setText] = useState(String(rollout.percent));
  const percent = rolloutPercent(text);
  return (
    <div className={styles.form}>
      <Text>
        {t('rollout.state', {
          version,
          percent: formats.percent(rollout.percent),
          actor: rollout.started_by,
          at: formats.dateTime(rollout.started_at),
        })}
      </Text>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          if (percent !== null) onChange(percent);
        }}
      >
        <Field label={t('rollout.percent')} validationMessage={percent === null ? t('rollout.invalid') : undefined}>
          <Input
            className={styles.percent}
            type="number"
            min={1}
            max={99}
            step={1}
            value={text}
            onChange={(_, data) => setText(data.value)}
          />
        </Field>
        <Button type="submit" disabled={pending || percent === null || percent === rollout.percent}>
          {t('rollout.change')}
        </Button>
        <Button type="button" appearance="primary" disabled={pending} onClick={onComplete}>
          {t('rollout.complete')}
        </Button>
        <Button type="button" disabled={pending} onClick={onAbort}>
          {t('rollout.abort')}
        </Button>
      </form>
    </div>
  );
}
