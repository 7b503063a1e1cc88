import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useReleasesTranslation } from '../../i18n';
import { useReleasesStyles } from '../../components/styles';
import { useFormats, type Formats } from '../../components/use-formats';
import type { ReleaseEvent } from '../model/release-types';

const FIRST_SHOWN = 8;

/** An event's detail as shown: a rollout's share with its percent sign, anything else as the server wrote it. */
function detailOf(event: ReleaseEvent, formats: Formats): string | null {
  if (!event.detail) return null;
  return event.action === 'rollout' && /^\d+$/.test(event.detail) ? formats.percent(event.detail) : event.detail;
}

/**
 * Who published, promoted, rolled back, rolled out or previewed which release, and when, newest
 * first: the first few, the rest on demand. A rollout's percent and an abort's reason are its detail.
 */
export function HistoryList({ module, history }: { module: string; history: ReleaseEvent[] }) {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  const formats = useFormats();
  const [all, setAll] = useState(false);
  if (history.length === 0) return <Text className={styles.muted}>{t('history.empty')}</Text>;
  const shown = all ? history : history.slice(0, FIRST_SHOWN);
  return (
    <>
      <ul className={styles.list} aria-label={t('history.label', { module })}>
        {shown.map((event, index) => (
          <li key={`${event.at}-${event.action}-${index}`} className={styles.line}>
            <Text>{formats.dateTime(event.at)}</Text>
            <Text weight="semibold">{t(`history.actions.${event.action}`, { defaultValue: event.action })}</Text>
            <Text className={styles.code}>{event.release_id}</Text>
            <Text className={styles.muted}>{t('history.by', { actor: event.actor })}</Text>
            {event.detail ? <Text>{detailOf(event, formats)}</Text> : null}
          </li>
        ))}
      </ul>
      {history.length > FIRST_SHOWN ? (
        <Button appearance="subtle" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? t('history.fewer') : t('history.all', { count: history.length })}
        </Button>
      ) : null}
    </>
  );
}
