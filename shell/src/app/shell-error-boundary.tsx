import { Component, type ReactNode } from 'react';
import { lazyOnFirstUse, LoadingState } from '@video-admin/shared-ui';
import { isMissingFilesError } from '../releases/missing-files';
import { reloadIntoLiveShell } from '../releases/shell-update';

// Fetched when it shows, like the error panel inside it (LoadFailed), so neither is on the first
// screen's bytes; a shell whose files are gone reloads instead (below).
const ShellFailure = lazyOnFirstUse(() =>
  import(/* webpackChunkName: "shell-failure" */ './shell-failure').then((module) => module.ShellFailure),
);

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
