import { Caption1 } from '@fluentui/react-components';
import { Component, Suspense, type ReactNode } from 'react';
import { LoadFailed, LoadingState, useCommonTranslation, type RemoteName } from 'shared-ui';
import { runningRelease } from '../releases/running-releases';
import { shouldTryLiveRelease } from './live-release-decision';
import { failureReason } from './failure-reason';
import { RemoteLoadError } from './load-remote-component';
import { remoteScreenLanguage } from './remote-screen-language';

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
  const language = remoteScreenLanguage(remote);
  const { t, lng } = useCommonTranslation(language);
  const title = error instanceof RemoteLoadError ? t('remote.loadFailed') : t('remote.crashed');
  const release = runningRelease(remote);
  // The error's message and causes (runtime codes such as #RUNTIME-003, manifest URLs) are for
  // developers: behind the panel's Details, under a reason in the screen's language.
  return (
    <div style={{ padding: 24 }} data-testid="remote-error" lang={lng}>
      <LoadFailed title={title} error={error} reason={failureReason(error)} defaultLanguage={language} onRetry={onRetry} />
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
    if (this.state.error) {
      // Its texts may still be on their way (a back-office screen's Chinese), which only this area waits for.
      return (
        <Suspense fallback={<LoadingState />}>
          <RemoteFailure error={this.state.error} remote={this.props.remote} onRetry={this.props.onRetry} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
