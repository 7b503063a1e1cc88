import { LoadFailed, useCommonTranslation } from '@video-admin/shared-ui';
import { failureReason } from '../remotes/failure-reason';

/** The shell's own screen failed: the error, with Retry (a reload). */
export function ShellFailure({ error }: { error: unknown }) {
  const { t } = useCommonTranslation();
  return (
    <div style={{ padding: 24 }} data-testid="shell-error">
      <LoadFailed title={t('remote.crashed')} error={error} reason={failureReason(error)} onRetry={() => window.location.reload()} />
    </div>
  );
}
