import { Button, ProgressBar, Text } from '@fluentui/react-components';
import type { BulkJobDetail } from '@video-admin/shared-ui/contract';
import { errorDetail, useCurrentUser, type Language } from '@video-admin/shared-ui';
import { useBulkActionBarStyles } from './bulk-action-bar.styles';
import { isFinished } from './bulk-jobs';
import { useBulkTranslation } from './bulk-texts';

export interface BulkJobStatusProps {
  job: BulkJobDetail;
  onDismiss: () => void;
  /** Cancels the job (offered while it is not finished, to its starter or a superuser). */
  onCancel?: () => void;
  cancelling?: boolean;
  cancelError?: unknown;
  defaultLanguage?: Language;
}

/** The text key of each reason the runner stops a job for. */
const STOP_REASON_KEYS = {
  starter_gone: 'stopStarterGone',
  starter_inactive: 'stopStarterInactive',
  permission_revoked: 'stopPermissionRevoked',
  password_changed: 'stopPasswordChanged',
} as const;

/**
 * A job's progress while the server works through it (后台处理中, done of total, and a Cancel
 * button for its starter or a superuser), then its outcome: how many rows succeeded and failed,
 * and each failed row with its reason; a job that ended early (cancelled, or stopped because its
 * starter may no longer run it) says so, why, and how many rows it left untouched. Only the phase
 * is announced (role=status), not every step of the count.
 */
export function BulkJobStatus({ job, onDismiss, onCancel, cancelling, cancelError, defaultLanguage }: BulkJobStatusProps) {
  const { t } = useBulkTranslation(defaultLanguage);
  const styles = useBulkActionBarStyles();
  const me = useCurrentUser().data;
  const finished = isFinished(job);
  const counts = { succeeded: job.succeeded, failed: job.failed, left: job.total - job.done };
  const mayCancel = !!onCancel && !!me && (me.is_superuser || me.email === job.actor_email);
  const headline =
    job.status === 'completed'
      ? t('summary', counts)
      : job.status === 'cancelled'
        ? t('cancelledSummary', counts)
        : job.status === 'stopped'
          ? t('stoppedSummary', counts)
          : t('running');
  const stopReason = job.stop_reason && job.stop_reason !== 'cancelled' ? job.stop_reason : null;
  return (
    <div className={styles.job}>
      <div className={styles.jobLine}>
        <Text role="status" weight="semibold">
          {headline}
        </Text>
        {finished ? (
          <Button size="small" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        ) : (
          <>
            <Text>{t('progress', { done: job.done, total: job.total })}</Text>
            {mayCancel ? (
              <Button size="small" onClick={onCancel} disabled={cancelling}>
                {cancelling ? t('cancelling') : t('cancelJob')}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {stopReason ? <Text>{STOP_REASON_KEYS[stopReason] ? t(STOP_REASON_KEYS[stopReason]) : job.stop_detail}</Text> : null}
      {cancelError && !finished ? (
        <Text role="alert" className={styles.error}>
          {t('cancelFailed', { reason: errorDetail(cancelError) })}
        </Text>
      ) : null}
      {finished ? null : <ProgressBar aria-label={t('progressLabel')} value={job.done} max={Math.max(job.total, 1)} />}
      {finished && job.failures.length > 0 ? (
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
