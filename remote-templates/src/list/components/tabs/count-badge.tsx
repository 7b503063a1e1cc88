import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useTemplateCount } from '../../api/get-template-count';
import type { TemplateStatus } from '../../../model/template';
import { useCounterBadgeClass } from '../cells/badge-look';

const OVERFLOW = 99;

// One line, as tall as the badge: 99+ never breaks.
const useStyles = makeStyles({ badge: { whiteSpace: 'nowrap', flexShrink: 0 } });

/** A tab's count: hidden at 0 (and while loading or failed), 99+ above 99. */
export function CountBadge({ status }: { status: TemplateStatus | undefined }) {
  const count = useTemplateCount(status);
  const styles = useStyles();
  // Fluent's small filled informative CounterBadge class names (its look) on a <div>: the same
  // look without CounterBadge's component code in the list's first screen.
  const badge = useCounterBadgeClass();
  if (!count.data) return null;
  return <div className={mergeClasses(badge, styles.badge)}>{count.data > OVERFLOW ? `${OVERFLOW}+` : count.data}</div>;
}
