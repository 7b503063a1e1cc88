import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { formatDateTime } from 'shared-ui';
import { useVideoTasksTranslation } from '../../i18n';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    paddingLeft: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export interface CreatedAfterFilterProps {
  /** The created_after filter in force, as the list call is sent it; nothing shows without one. */
  value: string | undefined;
  onClear: () => void;
}

/**
 * The created-since filter a link brought (the dashboard's "failed in the last 7 days"): the filter
 * row has no field for it, so it shows here while in force, with a button that removes it.
 */
export function CreatedAfterFilter({ value, onClear }: CreatedAfterFilterProps) {
  const styles = useStyles();
  const { t } = useVideoTasksTranslation();
  if (!value) return null;
  const time = formatDateTime(value);
  return (
    <div className={styles.root} data-testid="created-after-filter">
      <Text size={200}>{t('filters.createdAfter', { time })}</Text>
      <Button
        appearance="transparent"
        size="small"
        shape="circular"
        icon={<DismissRegular />}
        aria-label={t('filters.removeCreatedAfter', { time })}
        title={t('filters.removeCreatedAfter', { time })}
        onClick={onClear}
      />
    </div>
  );
}
