import { Button, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { memo, useId } from 'react';
import { createTranslationHook } from '../../i18n/i18n';
import type { Language } from '../../i18n/language-store';
import { pageWindow, type PageSlot } from './page-window';
import { PAGE_SIZE_OPTIONS } from './page-size-options';

// Its texts follow the admin area's language (Chinese by default) unless the screen it is on
// says otherwise (PagerProps.defaultLanguage).
const usePagerTranslation = createTranslationHook('pager', {
  defaultLanguage: 'zh-CN',
  resources: { en: () => import('../../locales/pager/en.json'), 'zh-CN': () => import('../../locales/pager/zh-CN.json') },
});

export { PAGE_SIZE_OPTIONS };
/** The pager's texts, fetched with its code (see lazy-components.tsx). */
export const loadPagerTexts = usePagerTranslation.preload;
// The summary's run of page buttons around the current page.
const SUMMARY_WINDOW = { slots: 5, ends: false };

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
  compact: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // Fluent's 96px minimum would put seven buttons past a phone's edge; 32px stays a fine touch target.
  pageButton: { minWidth: '32px' },
  gap: { padding: `0 ${tokens.spacingHorizontalXS}`, color: tokens.colorNeutralForeground3 },
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
  /**
   * Only the arrows and the page buttons, shown even for a single page, with the first and last
   * page always in reach (the items screen). Otherwise the count and position come first, and the
   * buttons, a run of five pages, once there is more than one page (the back office).
   */
  compact?: boolean;
  /** The default language of the screen the pager is on, when not the back office's Chinese. */
  defaultLanguage?: Language;
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

interface PageButtonsProps {
  page: number;
  pages: number;
  slots: PageSlot[];
  onPageChange: (page: number) => void;
  t: ReturnType<typeof usePagerTranslation>['t'];
}

function PageButtons({ page, pages, slots, onPageChange, t }: PageButtonsProps) {
  const styles = useStyles();
  return (
    <>
      <PageButton step="previous" target={page - 1} label={t('previous')} disabled={page <= 1} onPageChange={onPageChange} />
      {slots.map((slot, index) =>
        slot === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden>
            …
          </span>
        ) : (
          <PageButton key={slot} target={slot} label={t('page', { page: slot })} current={slot === page} onPageChange={onPageChange} />
        ),
      )}
      <PageButton step="next" target={page + 1} label={t('next')} disabled={page >= pages} onPageChange={onPageChange} />
    </>
  );
}

export function Pager({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  compact = false,
  defaultLanguage,
}: PagerProps) {
  const styles = useStyles();
  const { t } = usePagerTranslation(defaultLanguage);
  const sizeLabelId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));

  if (compact) {
    return (
      <nav className={styles.compact} aria-label={t('label')}>
        <PageButtons page={page} pages={pages} slots={pageWindow(page, pages)} onPageChange={onPageChange} t={t} />
      </nav>
    );
  }
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
          <PageButtons page={page} pages={pages} slots={pageWindow(page, pages, SUMMARY_WINDOW)} onPageChange={onPageChange} t={t} />
        ) : null}
      </div>
    </nav>
  );
}
