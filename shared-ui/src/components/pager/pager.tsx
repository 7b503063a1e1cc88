import { Button, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { memo, useId } from 'react';
import { createTranslationHook } from '../../i18n/i18n';
import { PAGE_SIZE_OPTIONS } from './page-size-options';

// The admin screens' pager; its texts follow the admin area's language (Chinese by default).
const usePagerTranslation = createTranslationHook('pager', {
  defaultLanguage: 'zh-CN',
  resources: { en: () => import('../../locales/pager/en.json'), 'zh-CN': () => import('../../locales/pager/zh-CN.json') },
});

export { PAGE_SIZE_OPTIONS };
/** The pager's texts, fetched with its code (see lazy-components.tsx). */
export const loadPagerTexts = usePagerTranslation.preload;
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

interface PageButtonProps {
  target: number;
  label: string;
  onPageChange: (page: number) => void;
  /** A previous or next arrow; otherwise the button shows its page number. */
  step?: 'previous' | 'next';
  current?: boolean;
  disabled?: boolean;
}

// Memoised: a new page or page size leaves most buttons as they were, and each Fluent Button runs
// seven style hooks, so only the buttons that change render again.
const PageButton = memo(function PageButton({ target, label, onPageChange, step, current = false, disabled = false }: PageButtonProps) {
  const styles = useStyles();
  if (step) {
    return (
      <Button
        appearance="subtle"
        icon={step === 'previous' ? <ChevronLeftRegular /> : <ChevronRightRegular />}
        aria-label={label}
        disabled={disabled}
        onClick={() => onPageChange(target)}
      />
    );
  }
  return (
    <Button
      className={styles.pageButton}
      appearance={current ? 'primary' : 'subtle'}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={() => onPageChange(target)}
    >
      {target}
    </Button>
  );
});

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
            {/* Fluent's Select wraps the browser's own <select>: a page-size change renders a
                fraction of what Fluent's Dropdown did, and phones show their native picker. */}
            <Select
              className={styles.size}
              aria-labelledby={sizeLabelId}
              value={String(pageSize)}
              onChange={(_, data) => onPageSizeChange(Number(data.value))}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={String(size)}>
                  {size}
                </option>
              ))}
            </Select>
          </>
        ) : null}
        {pages > 1 ? (
          <>
            <PageButton step="previous" target={page - 1} label={t('previous')} disabled={page <= 1} onPageChange={onPageChange} />
            {visiblePages(page, pages).map((number) => (
              <PageButton key={number} target={number} label={t('page', { page: number })} current={number === page} onPageChange={onPageChange} />
            ))}
            <PageButton step="next" target={page + 1} label={t('next')} disabled={page >= pages} onPageChange={onPageChange} />
          </>
        ) : null}
      </div>
    </nav>
  );
}
