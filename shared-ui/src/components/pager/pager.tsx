import { Button, Dropdown, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { useId } from 'react';
import { createTranslationHook } from '../../i18n/i18n';
import { PAGE_SIZE_OPTIONS } from './page-size-options';

// The admin screens' pager; its texts follow the admin area's language (Chinese by default).
const usePagerTranslation = createTranslationHook('pager', {
  defaultLanguage: 'zh-CN',
  resources: { en: () => import('../../locales/pager/en.json'), 'zh-CN': () => import('../../locales/pager/zh-CN.json') },
});

export { PAGE_SIZE_OPTIONS };
const WINDOW = 5; // page buttons shown around the current page

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalM,
  },
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // Fluent's 96px minimum would put seven buttons past a phone's edge; 32px stays a fine touch target.
  pageButton: { minWidth: '32px' },
  size: { minWidth: '88px' },
});

export interface PagerProps {
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Omit to hide the size selector (e.g. a fixed page size). Callers return to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
}

function visiblePages(page: number, pages: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), pages - WINDOW + 1));
  return Array.from({ length: Math.min(WINDOW, pages) }, (_, i) => start + i);
}

export function Pager({ total, page, pageSize, onPageChange, onPageSizeChange, pageSizeOptions = PAGE_SIZE_OPTIONS }: PagerProps) {
  const styles = useStyles();
  const { t } = usePagerTranslation();
  const sizeLabelId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <nav className={styles.root} aria-label={t('label')}>
      <Text>{t('summary', { total, page, pages })}</Text>
      <div className={styles.group}>
        {onPageSizeChange ? (
          <>
            <Text id={sizeLabelId}>{t('pageSize')}</Text>
            <Dropdown
              className={styles.size}
              aria-labelledby={sizeLabelId}
              value={String(pageSize)}
              selectedOptions={[String(pageSize)]}
              onOptionSelect={(_, data) => data.optionValue && onPageSizeChange(Number(data.optionValue))}
            >
              {pageSizeOptions.map((size) => (
                <Option key={size} value={String(size)}>
                  {String(size)}
                </Option>
              ))}
            </Dropdown>
          </>
        ) : null}
        {pages > 1 ? (
          <>
            <Button
              appearance="subtle"
              icon={<ChevronLeftRegular />}
              aria-label={t('previous')}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            />
            {visiblePages(page, pages).map((number) => (
              <Button
                key={number}
                className={styles.pageButton}
                appearance={number === page ? 'primary' : 'subtle'}
                aria-label={t('page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => onPageChange(number)}
              >
                {number}
              </Button>
            ))}
            <Button
              appearance="subtle"
              icon={<ChevronRightRegular />}
              aria-label={t('next')}
              disabled={page >= pages}
              onClick={() => onPageChange(page + 1)}
            />
          </>
        ) : null}
      </div>
    </nav>
  );
}
