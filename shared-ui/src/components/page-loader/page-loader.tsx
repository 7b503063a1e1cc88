import { Spinner } from '@fluentui/react-components';

/** Shown while a remote's code or texts load; no text, since the texts may be what is loading. */
export function PageLoader() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} data-testid="page-loader">
      <Spinner size="medium" aria-label="Loading" />
    </div>
  );
}
