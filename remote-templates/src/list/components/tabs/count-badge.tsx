import { makeStyles, mergeClasses, useBadgeStyles_unstable, type BadgeState } from '@fluentui/react-components';
import { useTemplateCount } from '../../api/get-template-count';
import type { TemplateStatus } from '../../../model/template';

const OVERFLOW = 99;

// One line, as tall as the badge: 99+ never breaks.
const useStyles = makeStyles({ badge: { whiteSpace: 'nowrap', flexShrink: 0 } });

/**
 * Fluent's small filled informative CounterBadge class names, from Badge's own style hook (as the
 * status cells take theirs): a <div> wearing them looks the same without CounterBadge's component
 * code in the list's first screen.
 */
function useCountBadgeClass(): string {
  const state = {
    appearance: 'filled',
    color: 'informative',
    shape: 'circular',
    size: 'small',
    iconPosition: 'before',
    root: { className: 'fui-CounterBadge' },
  } as unknown as BadgeState;
  useBadgeStyles_unstable(state);
  return state.root.className!;
}

/** A tab's count: hidden at 0 (and while loading or failed), 99+ above 99. */
export function CountBadge({ status }: { status: TemplateStatus | undefined }) {
  const count = useTemplateCount(status);
  const styles = useStyles();
  const badge = useCountBadgeClass();
  if (!count.data) return null;
  return <div className={mergeClasses(badge, styles.badge)}>{count.data > OVERFLOW ? `${OVERFLOW}+` : count.data}</div>;
}
