import { Caption1 } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { LoadFailed, LoadingState, useCommonTranslation, type RemoteName } from 'shared-ui';
import { runningRelease } from '../releases/running-releases';
import { shouldTryLiveRelease } from './live-release-decision';
import { RemoteLoadError } from './load-remote-component';

interface Props {
  children: ReactNode;
  remote: RemoteName;
  onRetry: () => void;
  /**
   * Called when the remote could not be loaded or its files could not be fetched; resolves true
   * when the remote was moved to its live release (and the outlet shows it again), false to show
   * the error.
   */
  recover: () => Promise<boolean>;
  /** What this boundary contains is already the live release the outlet moved to for a failure. */
  movedToLive: boolean;
}

interface State {
  error: unknown;
  /** The live release could not help: the error shows. */
  unrecovered: boolean;
}

function RemoteFailure({ error, remote, onRetry }: { error: unknown; remote: RemoteName; onRetry: () => void }) {
  const { t } = useCommonTranslation();
  const title = error instanceof RemoteLoadError ? t('remote.loadFailed') : t('remote.crashed');
  const release = runningRelease(remote);
  return (
    <div style={{ padding: 24 }} data-testid="remote-error">
      <LoadFailed title={title} message={error instanceof Error ? error.message : String(error)} onRetry={onRetry} />
      {/* Support can ask which release failed. */}
      {release ? (
        <Caption1 data-testid="remote-error-release">
          {t('remote.release', { remote: t(`remote.names.${remote}`), id: release.id })}
        </Caption1>
      ) : null}
    </div>
  );
}

/** Contains a remote that fails to load or throws while rendering, so the layout and other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, unrecovered: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // A newer release may have replaced this tab's: that is tried before showing an error.
  private tryingLiveRelease(): boolean {
    return !this.state.unrecovered && shouldTryLiveRelease(this.state.error, { movedToLive: this.props.movedToLive });
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    if (this.tryingLiveRelease()) {
      const showError = () => this.setState({ unrecovered: true });
      this.props.recover().then((moved) => moved || showError(), showError);
    }
  }

  override render() {
    if (this.state.error && this.tryingLiveRelease()) return <LoadingState />;
    if (this.state.error) return <RemoteFailure error={this.state.error} remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
