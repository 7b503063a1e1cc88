import { Button, Caption1, Text } from '@fluentui/react-components';
import { LoadFailed, useCommonTranslation, type RemoteName } from '@video-admin/shared-ui';
import { runningRelease } from '../releases/running-releases';
import { failureReason } from './failure-reason';
import { RemoteLoadError } from './load-remote-component';
import { moduleDisplayName, remoteScreenLanguage } from './remote-screen-language';

export interface RemoteFailureProps {
  error: unknown;
  remote: RemoteName;
  onRetry: () => void;
  /** The live config no longer lists the module: its screen is gone, which the notice says instead. */
  retired?: boolean;
}

/**
 * The panel in place of a remote that could not be loaded or stopped working, in the language its
 * screen would have. The error's message and causes (runtime codes such as #RUNTIME-003, manifest
 * URLs) are for developers: behind the panel's Details, under a reason in plain words.
 */
export default function RemoteFailure({ retired, ...failure }: RemoteFailureProps) {
  return retired ? <RetiredNotice remote={failure.remote} /> : <FailurePanel {...failure} />;
}

function FailurePanel({ error, remote, onRetry }: Omit<RemoteFailureProps, 'retired'>) {
  const language = remoteScreenLanguage(remote);
  const { t, lng } = useCommonTranslation(language);
  const title = error instanceof RemoteLoadError ? t('remote.loadFailed') : t('remote.crashed');
  const release = runningRelease(remote);
  return (
    <div style={{ padding: 24 }} data-testid="remote-error" lang={lng}>
      <LoadFailed title={title} error={error} reason={failureReason(error)} defaultLanguage={language} onRetry={onRetry} />
      {/* Support can ask which release failed. */}
      {release ? (
        <Caption1 data-testid="remote-error-release">
          {t('remote.release', { remote: moduleDisplayName(remote, lng), id: release.id })}
        </Caption1>
      ) : null}
    </div>
  );
}

/**
 * In place of a remote the live config no longer lists: its screen is gone for good, and this
 * tab's menu (from the config it started with) still offers it. Reloading takes the live menu.
 */
export function RetiredNotice({ remote, reload = () => window.location.reload() }: { remote: RemoteName; reload?: () => void }) {
  const { t, lng } = useCommonTranslation(remoteScreenLanguage(remote));
  return (
    <div
      style={{ padding: 24, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}
      data-testid="remote-retired"
      lang={lng}
    >
      <Text as="p" role="status">
        {t('remote.retired')}
      </Text>
      <Button appearance="primary" onClick={reload}>
        {t('remote.reload')}
      </Button>
    </div>
  );
}
