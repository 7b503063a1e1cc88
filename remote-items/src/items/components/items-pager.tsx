import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { useItemsTranslation } from '../../i18n';
import { pageWindow } from './page-window';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // Fluent buttons are at least 96px wide; page numbers need far less.
  pageButton: { minWidth: '32px' },
  gap: { padding: `0 ${tokens.spacingHorizontalXS}`, color: tokens.colorNeutralForeground3 },
});

export interface ItemsPagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function ItemsPager({ page, totalPages, onPageChange }: ItemsPagerProps) {
  const { t } = useItemsTranslation();
  const styles = useStyles();
  return (
    <nav className={styles.root} aria-label={t('pager.label')}>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      />
      {pageWindow(page, totalPages).map((slot, index) =>
        slot === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={slot}
            className={styles.pageButton}
            appearance={slot === page ? 'primary' : 'subtle'}
            aria-label={t('pager.page', { page: slot })}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => onPageChange(slot)}
          >
            {slot}
          </Button>
        ),
      )}
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('pager.next')}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      />
    </nav>
  );
}
