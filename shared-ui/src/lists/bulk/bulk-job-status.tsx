import { Button, ProgressBar, Text } from '@fluentui/react-components';
import type { BulkJobDetail } from 'shared-ui/contract';
import { useBulkActionBarStyles } from './bulk-action-bar.styles';
import { useBulkTranslation } from './bulk-texts';
import type { Language } from 'shared-ui';

export interface BulkJobStatusProps {
  job: BulkJobDetail;
  onDismiss: () => void;
  defaultLanguage?: Language;
}

/**
 * A job's progress while the server works through it (后台处理中, done of total), then its
 * outcome: how many rows succeeded and failed, and each failed row with its reason. Only the
 * phase is announced (role=status), not every step of the count.
 */
export function BulkJobStatus({ job, onDismiss, defaultLanguage }: BulkJobStatusProps) {
  const { t } = useBulkTranslation(defaultLanguage);
  const styles = useBulkActionBarStyles();
  const completed = job.status === 'completed';
  return (
    <div className={styles.job}>
      <div className={styles.jobLine}>
        <Text role="status" weight="semibold">
          {completed ? t('summary', { succeeded: job.succeeded, failed: job.failed }) : t('running')}
        </Text>
        {completed ? (
          <Button size="small" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        ) : (
          <Text>{t('progress', { done: job.done, total: job.total })}</Text>
        )}
      </div>
      {completed ? null : <ProgressBar aria-label={t('progressLabel')} value={job.done} max={Math.max(job.total, 1)} />}
      {completed && job.failures.length > 0 ? (
        <>
          <Text id={`bulk-failures-${job.id}`}>{t('failures')}</Text>
          <ul className={styles.failures} aria-labelledby={`bulk-failures-${job.id}`}>
            {job.failures.map((failure) => (
              <li key={failure.id}>{t('failure', { id: failure.id, reason: failure.reason })}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
