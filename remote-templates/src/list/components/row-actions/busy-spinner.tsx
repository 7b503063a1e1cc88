import { Spinner } from '@fluentui/react-components';

/** A row button's spinner while its call runs; a module of its own so its code loads on first use. */
export default function BusySpinner() {
  return <Spinner size="extra-tiny" />;
}
