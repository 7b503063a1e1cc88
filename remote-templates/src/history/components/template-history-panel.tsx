import { Skeleton, SkeletonItem, Text } from '@fluentui/react-components';
import { formatDateTime, LoadFailed } from '@video-admin/shared-ui';
import type { VideoTemplateHistoryEntry } from '@video-admin/shared-ui/contract';
import { valueText } from '@video-admin/shared-ui/labels';
import { useTemplateDialogsTranslation } from '../../i18n';
import { useTemplateHistory } from '../api/get-template-history';
import { historyValue } from '../model/history-value';
import { useTemplateHistoryStyles } from './template-history.styles';

const MAX_VALUE_LENGTH = 200;

/** A recorded value as the screens show it, in the screen's language: labels, 是/否, 空. */
function useFormatValue() {
  const { t, lng } = useTemplateDialogsTranslation();
  return (field: string, value: unknown): string => {
    const shown = historyValue(field, value);
    switch (shown.kind) {
      case 'empty':
        return t('history.emptyValue');
      case 'yes':
        return t('history.yes');
      case 'no':
        return t('history.no');
      case 'value':
        return valueText(shown.valueKind, shown.value, lng);
      case 'label':
        return t(shown.key);
      case 'text':
        return shown.text.length > MAX_VALUE_LENGTH ? `${shown.text.slice(0, MAX_VALUE_LENGTH)}...` : shown.text;
    }
  };
}

/** Who changed what and when, newest first, from the server's record of every change. */
export function TemplateHistoryPanel({ templateId }: { templateId: number }) {
  const { t } = useTemplateDialogsTranslation();
  const styles = useTemplateHistoryStyles();
  const history = useTemplateHistory(templateId);

  if (history.isPending) {
    return (
      <div>
        <Text role="status" className={styles.muted}>
          {t('list.loading')}
        </Text>
        <Skeleton>
          <SkeletonItem size={24} />
          <SkeletonItem size={24} />
        </Skeleton>
      </div>
    );
  }
  if (history.isError) {
    return (
      <LoadFailed inline defaultLanguage="zh-CN" title={t('list.failed')} error={history.error} onRetry={() => void history.refetch()} />
    );
  }
  if (!history.data.data.length) return <Text className={styles.muted}>{t('history.empty')}</Text>;

  return (
    <ol className={styles.list} aria-label={t('edit.historyTab')}>
      {history.data.data.map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

function HistoryEntry({ entry }: { entry: VideoTemplateHistoryEntry }) {
  const { t } = useTemplateDialogsTranslation();
  const styles = useTemplateHistoryStyles();
  const format = useFormatValue();
  const changes = Object.entries(entry.changes ?? {});
  return (
    <li className={styles.entry}>
      <Text weight="semibold">{t(`history.actions.${entry.action}`, { defaultValue: entry.action })}</Text>
      <div className={styles.meta}>
        <span>{entry.actor_email || t('history.system')}</span>
        <span>{formatDateTime(entry.created_at)}</span>
      </div>
      {changes.length ? (
        <ul className={styles.changes}>
          {changes.map(([field, change]) => {
            const [before, after] = Array.isArray(change) ? change : [undefined, change];
            return (
              <li key={field}>
                {t('history.changeLabel', { field: t(`fields.${field}`, { defaultValue: field }) })}
                <span className={styles.value}>{format(field, before)}</span>
                {' → '}
                <span className={styles.value}>{format(field, after)}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <Text className={styles.muted}>{t('history.noChanges')}</Text>
      )}
    </li>
  );
}
