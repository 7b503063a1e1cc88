import { Spinner } from '@fluentui/react-components';

export interface LoadingStateProps {
  /** Shown beside a small spinner and announced as a status; without one, a larger spinner fills the area. */
  label?: string;
}

/**
 * Shown while something loads: a remote's code or texts, a screen, a list. With no label it has no
 * text to show, since the texts may be what is loading; assistive technology hears 'Loading'.
 */
export function LoadingState({ label }: LoadingStateProps) {
  if (label) {
    return (
      <div role="status">
        <Spinner size="tiny" labelPosition="after" label={label} />
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} data-testid="page-loader">
      <Spinner size="medium" aria-label="Loading" />
    </div>
  );
}
