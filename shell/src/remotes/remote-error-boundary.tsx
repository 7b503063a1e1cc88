import { Component, lazy, Suspense, type ReactNode } from 'react';
import { LoadingState, type RemoteName } from '@video-admin/shared-ui';
import { shouldTryLiveRelease } from './live-release-decision';

// Needed only when a remote fails, so its code stays off the first screen's bytes. If it cannot
// be fetched either (this tab's shell release is gone), the shell's own boundary reloads the page.
const RemoteFailure = lazy(() => import('./remote-failure'));

interface Props {
  children: ReactNode;
  remote: RemoteName;
  onRetry: () => void;
  /**
   * Called when the remote could not be loaded or its files could not be fetched; resolves 'moved'
   * when the remote was moved to its live release (and the outlet shows it again), 'retired' when
   * it is no longer live (a notice shows instead of the error), 'none' to show the error.
   */
  recover: () => Promise<'moved' | 'retired' | 'none'>;
  /** What this boundary contains is already the live release the outlet moved to for a failure. */
  movedToLive: boolean;
  /** Told of every error the boundary catches (the load reports). */
  onCaught?: (error: unknown) => void;
}

interface State {
  error: unknown;
  /** The live release could not help: the error shows. */
  unrecovered: boolean;
  /** The module is no longer live: its screen is gone for good. */
  retired: boolean;
}

/** Contains a remote that fails to load or throws while rendering, so the layout and other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, unrecovered: false, retired: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // A newer release may have replaced this tab's: that is tried before showing an error.
  private tryingLiveRelease(): boolean {
    return !this.state.unrecovered && shouldTryLiveRelease(this.state.error, { movedToLive: this.props.movedToLive });
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    this.props.onCaught?.(error);
    if (this.tryingLiveRelease()) {
      const showError = () => this.setState({ unrecovered: true });
      this.props
        .recover()
        .then((outcome) => outcome === 'moved' || this.setState({ unrecovered: true, retired: outcome === 'retired' }), showError);
    }
  }

  override render() {
    if (this.state.error && this.tryingLiveRelease()) return <LoadingState />;
    if (this.state.error) {
      // Its code and texts (a back-office screen's Chinese) may still be on their way, which only this area waits for.
      return (
        <Suspense fallback={<LoadingState />}>
          <RemoteFailure error={this.state.error} remote={this.props.remote} onRetry={this.props.onRetry} retired={this.state.retired} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
