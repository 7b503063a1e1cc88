import { Component, type ReactNode } from 'react';
import { LoadFailed, LoadingState, useCommonTranslation } from 'shared-ui';
import { isMissingFilesError } from '../releases/missing-files';
import { reloadIntoLiveShell } from '../releases/shell-update';
import { failureReason } from '../remotes/failure-reason';

function ShellFailure({ error }: { error: unknown }) {
  const { t } = useCommonTranslation();
  return (
    <div style={{ padding: 24 }} data-testid="shell-error">
      <LoadFailed title={t('remote.crashed')} error={error} reason={failureReason(error)} onRetry={() => window.location.reload()} />
    </div>
  );
}

/**
 * The last line for the shell's own screens (the layout, the dashboard, the 404 page): one that
 * cannot load because this tab's shell release is gone reloads into the live one; anything else
 * shows the error with Retry instead of a blank page.
 */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; recovering: boolean }> {
  override state = { error: null as unknown, recovering: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, recovering: isMissingFilesError(error) };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    if (this.state.recovering) {
      void reloadIntoLiveShell().then((reloading) => {
        if (!reloading) this.setState({ recovering: false });
      });
    }
  }

  override render() {
    if (this.state.recovering) return <LoadingState />;
    if (this.state.error) return <ShellFailure error={this.state.error} />;
    return this.props.children;
  }
}
