import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTemplatesTranslation } from '../../../i18n';
import { REVIEW_SUB_STATUSES, type ReviewSubStatus } from '../../model/template';

const COLORS: Record<ReviewSubStatus, BadgeProps['color']> = {
  UNREVIEWED: 'informative',
  IN_QUEUE: 'brand',
  GENERATION_FAILED: 'danger',
  AUDIT_FAILED: 'danger',
  AUDIT_PENDING: 'warning',
};

function isReviewSubStatus(value: string): value is ReviewSubStatus {
  return (REVIEW_SUB_STATUSES as readonly string[]).includes(value);
}

/** The pending, generated and completion tabs' sub-status in Chinese; an unknown value as it is. */
export function SubStatusBadge({ subStatus }: { subStatus: string | null }) {
  const { t } = useTemplatesTranslation();
  if (!subStatus) return null;
  if (!isReviewSubStatus(subStatus)) return <Badge appearance="tint" color="subtle">{subStatus}</Badge>;
  return (
    <Badge appearance="tint" color={COLORS[subStatus]}>
      {t(`subStatus.${subStatus}`)}
    </Badge>
  );
}
