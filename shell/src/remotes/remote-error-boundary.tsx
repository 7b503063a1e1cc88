import { Caption1 } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { ErrorState, PageLoader, useCommonTranslation, type RemoteName } from 'shared-ui';
import { isMissingFilesError } from '../releases/missing-files';
import { runningRelease } from '../releases/running-releases';
import { RemoteLoadError } from './load-remote-component';

interface Props {
  children: ReactNode;
  remote: RemoteName;
  onRetry: () => void;
  /**
   * Called when the remote's files could not be fetched; resolves true when the remote was moved
   * to another release (and the outlet shows it again), false to show the error.
   */
  recover: () => Promise<boolean>;
}

interface State {
  error: unknown;
  recovering: boolean;
}

function RemoteFailure({ error, remote, onRetry }: { error: unknown; remote: RemoteName; onRetry: () => void }) {
  const { t } = useCommonTranslation();
  const title = error instanceof RemoteLoadError ? t('remote.loadFailed') : t('remote.crashed');
  const release = runningRelease(remote);
  return (
    <div style={{ padding: 24 }} data-testid="remote-error">
      <ErrorState title={title} message={error instanceof Error ? error.message : String(error)} onRetry={onRetry} />
      {/* Support can ask which release failed. */}
      {release ? <Caption1 data-testid="remote-error-release">{t('remote.release', { remote: t(`remote.names.${remote}`), id: release.id })}</Caption1> : null}
    </div>
  );
}

/** Contains a remote that fails to load or throws while rendering, so the layout and other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, recovering: false };

  static getDerivedStateFromError(error: unknown): State {
    // Missing files may mean a newer release replaced this tab's: try that before showing an error.
    return { error, recovering: isMissingFilesError(error) };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    if (this.state.recovering) {
      void this.props.recover().then((moved) => {
        if (!moved) this.setState({ recovering: false });
      });
    }
  }

  override render() {
    if (this.state.recovering) return <PageLoader />;
    if (this.state.error) return <RemoteFailure error={this.state.error} remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
