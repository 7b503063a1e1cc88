import { CounterBadge } from '@fluentui/react-components';
import { useTemplateCount } from '../../api/get-template-count';
import type { TemplateStatus } from '../../model/template';

const OVERFLOW = 99;

/** A tab's count: hidden at 0 (and while loading or failed), 99+ above 99. */
export function CountBadge({ status }: { status: TemplateStatus | undefined }) {
  const count = useTemplateCount(status);
  if (!count.data) return null;
  return <CounterBadge count={count.data} overflowCount={OVERFLOW} size="small" appearance="filled" color="informative" />;
}
