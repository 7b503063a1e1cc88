import { Button, makeStyles, mergeClasses, Select, Text, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular } from '@fluentui/react-icons/svg/chevron-double-left';
import { ChevronDoubleRightRegular } from '@fluentui/react-icons/svg/chevron-double-right';
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
  resources: {
    en: () => import(/* webpackChunkName: "pager-texts-en" */ '../../locales/pager/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "pager-texts-zh-CN" */ '../../locales/pager/zh-CN.json'),
  },
});

export { PAGE_SIZE_OPTIONS };
/** The pager's texts, fetched with its code (see lazy-components.tsx). */
export const loadPagerTexts = usePagerTranslation.preload;
// The summary's run of page buttons around the current page; more pages than it holds bring the
// first- and last-page buttons.
const SUMMARY_WINDOW = { slots: 5, ends: false };
// A phone keeps three of the run, around the current page, so the pager stays one line.
const PHONE_WINDOW = { slots: 3, ends: false };
const PHONE_QUERY = '@media (max-width: 600px)';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
  },
  // Each part wraps whole: the summary, the size choice and the buttons never break inside, and
  // what follows the summary keeps to the end of its line (on a phone: the summary and the size
  // on one line, the buttons on the next).
  summary: { whiteSpace: 'nowrap' },
  sizeGroup: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  toEnd: { marginInlineStart: 'auto' },
  buttons: { display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // Fluent's 96px minimum would put seven buttons past a phone's edge; 32px stays a fine touch target.
  pageButton: { minWidth: '32px' },
  // Pages of the run beyond the phone's three.
  far: { [PHONE_QUERY]: { display: 'none' } },
  gap: { padding: `0 ${tokens.spacingHorizontalXS}`, color: tokens.colorNeutralForeground3 },
  size: { minWidth: '88px' },
});

type Step = 'first' | 'previous' | 'next' | 'last';

const STEP_ICONS: Record<Step, React.JSX.Element> = {
  first: <ChevronDoubleLeftRegular />,
  previous: <ChevronLeftRegular />,
  next: <ChevronRightRegular />,
  last: <ChevronDoubleRightRegular />,
};

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
   * buttons, a run of five pages (three on a phone), once there is more than one page, with
   * first- and last-page buttons when the run does not hold them all (the back office).
   */
  compact?: boolean;
  /** The default language of the screen the pager is on, when not the back office's Chinese. */
  defaultLanguage?: Language;
  /**
   * More rows match than the server counts (a search over a very large table): `total` is a floor,
   * said as such, and the pages reach the rows it counted (a narrower search reaches the rest).
   */
  totalAtLeast?: boolean;
}

interface PageButtonProps {
  target: number;
  label: string;
  onPageChange: (page: number) => void;
  /** An arrow to the first, previous, next or last page; otherwise the button shows its page number. */
  step?: Step;
  current?: boolean;
  disabled?: boolean;
  /** Left out on a phone. */
  far?: boolean;
}

// Memoised: a new page or page size leaves most buttons as they were, and each Fluent Button runs
// seven style hooks, so only the buttons that change render again.
const PageButton = memo(function PageButton({
  target,
  label,
  onPageChange,
  step,
  current = false,
  disabled = false,
  far = false,
}: PageButtonProps) {
  const styles = useStyles();
  if (step) {
    return (
      <Button appearance="subtle" icon={STEP_ICONS[step]} aria-label={label} disabled={disabled} onClick={() => onPageChange(target)} />
    );
  }
  return (
    <Button
      className={mergeClasses(styles.pageButton, far && styles.far)}
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
  /** Buttons to the first and last page at the ends (when the slots leave them out). */
  ends?: boolean;
  /** The pages a phone keeps; all of them when not given. */
  phoneSlots?: PageSlot[];
  className?: string;
  onPageChange: (page: number) => void;
  t: ReturnType<typeof usePagerTranslation>['t'];
}

function PageButtons({ page, pages, slots, ends = false, phoneSlots, className, onPageChange, t }: PageButtonsProps) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.buttons, className)}>
      {ends ? <PageButton step="first" target={1} label={t('first')} disabled={page <= 1} onPageChange={onPageChange} /> : null}
      <PageButton step="previous" target={page - 1} label={t('previous')} disabled={page <= 1} onPageChange={onPageChange} />
      {slots.map((slot, index) =>
        slot === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden>
            …
          </span>
        ) : (
          <PageButton
            key={slot}
            target={slot}
            label={t('page', { page: slot })}
            current={slot === page}
            far={phoneSlots ? !phoneSlots.includes(slot) : false}
            onPageChange={onPageChange}
          />
        ),
      )}
      <PageButton step="next" target={page + 1} label={t('next')} disabled={page >= pages} onPageChange={onPageChange} />
      {ends ? <PageButton step="last" target={pages} label={t('last')} disabled={page >= pages} onPageChange={onPageChange} /> : null}
    </div>
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
  totalAtLeast = false,
}: PagerProps) {
  const styles = useStyles();
  const { t } = usePagerTranslation(defaultLanguage);
  const sizeLabelId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));

  if (compact) {
    return (
      <nav aria-label={t('label')}>
        <PageButtons page={page} pages={pages} slots={pageWindow(page, pages)} onPageChange={onPageChange} t={t} />
      </nav>
    );
  }
  return (
    <nav className={styles.root} aria-label={t('label')}>
      <Text className={styles.summary}>{t(totalAtLeast ? 'summaryAtLeast' : 'summary', { count: total, total, page, pages })}</Text>
      {onPageSizeChange ? (
        <div className={mergeClasses(styles.sizeGroup, styles.toEnd)}>
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
        </div>
      ) : null}
      {pages > 1 ? (
        <PageButtons
          page={page}
          pages={pages}
          slots={pageWindow(page, pages, SUMMARY_WINDOW)}
          ends={pages > SUMMARY_WINDOW.slots}
          phoneSlots={pageWindow(page, pages, PHONE_WINDOW)}
          className={onPageSizeChange ? undefined : styles.toEnd}
          onPageChange={onPageChange}
          t={t}
        />
      ) : null}
    </nav>
  );
}
