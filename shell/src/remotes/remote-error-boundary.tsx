import { Component, type ReactNode } from 'react';
import { ErrorState, useCommonTranslation } from 'shared-ui';
import { RemoteLoadError } from './load-remote-component';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  error: unknown;
}

function RemoteFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useCommonTranslation();
  const title = error instanceof RemoteLoadError ? t('remote.loadFailed') : t('remote.crashed');
  return (
    <div style={{ padding: 24 }} data-testid="remote-error">
      <ErrorState title={title} message={error instanceof Error ? error.message : String(error)} onRetry={onRetry} />
    </div>
  );
}

/** Contains a remote that fails to load or throws while rendering, so the layout and other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (this.state.error) return <RemoteFailure error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
