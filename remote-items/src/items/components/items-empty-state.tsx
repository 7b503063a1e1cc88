import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useItemsTranslation } from '../../i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
});

export function ItemsEmptyState() {
  const { t } = useItemsTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <SearchRegular className={styles.icon} aria-hidden />
      <Subtitle1 as="h2">{t('empty.title')}</Subtitle1>
      <Body1 as="p">{t('empty.text')}</Body1>
    </div>
  );
}
