import { CounterBadge, makeStyles } from '@fluentui/react-components';
import { useTemplateCount } from '../../api/get-template-count';
import type { TemplateStatus } from '../../../model/template';

const OVERFLOW = 99;

// One line, as tall as the badge: 99+ never breaks.
const useStyles = makeStyles({ badge: { whiteSpace: 'nowrap', flexShrink: 0 } });

/** A tab's count: hidden at 0 (and while loading or failed), 99+ above 99. */
export function CountBadge({ status }: { status: TemplateStatus | undefined }) {
  const count = useTemplateCount(status);
  const styles = useStyles();
  if (!count.data) return null;
  return (
    <CounterBadge
      className={styles.badge}
      count={count.data}
      overflowCount={OVERFLOW}
      size="small"
      appearance="filled"
      color="informative"
    />
  );
}
