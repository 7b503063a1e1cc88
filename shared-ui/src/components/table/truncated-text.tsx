import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CARDS_QUERY } from './cards-query';

// The tooltip's code (its timing, placing and closing) comes with the first text that shows one,
// not with the list screen.
const TextTooltip = /* @__PURE__ */ lazy(() => import('./text-tooltip').then((module) => ({ default: module.TextTooltip })));

const useStyles = makeStyles({
  // One line at most 240px wide (a caller's class may set another width), cut with an ellipsis.
  // A phone's card has the room to show it whole, on as many lines as it takes.
  text: {
    display: 'block',
    maxWidth: '240px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    [CARDS_QUERY]: { maxWidth: 'none', overflow: 'visible', whiteSpace: 'normal', overflowWrap: 'anywhere' },
  },
  // Cut, it takes the focus (its tooltip shows the whole text), with the focus ring inside the cell.
  cut: {
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
});

// One observer for every text of a page: a table has many.
const watched = new WeakMap<Element, () => void>();
let observer: ResizeObserver | undefined;
function watchSize(element: Element, onResize: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  observer ??= new ResizeObserver((entries) => entries.forEach((entry) => watched.get(entry.target)?.()));
  watched.set(element, onResize);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    watched.delete(element);
  };
}

export interface TruncatedTextProps {
  /** The whole text. */
  text: string;
  /** What the cell shows when a rule shortens the text (a prompt's first 100 characters); the whole text by default. */
  shown?: string;
  /** Its look beyond the one-line cut: another maximum width, or wrapped lines. */
  className?: string;
}

/**
 * A table cell's text with a maximum width, so a long value never widens its column. When the
 * text does not fit (or a rule shortened it), the whole text shows in a tooltip on hover and on
 * keyboard focus: only then does it take the focus, so a table of short values gains no tab stops.
 * Screen readers read the element's own text, which an ellipsis only hides from sight.
 */
export function TruncatedText({ text, shown = text, className }: TruncatedTextProps) {
  const styles = useStyles();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const cut = overflowing || shown !== text;

  // Drawn narrower than its text: cut with an ellipsis. Measured once the table is painted: the
  // ellipsis is the stylesheet's, and what this decides (a tab stop, a tooltip) cannot be seen
  // before, while reading widths before the paint made the first one lay out the whole page.
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    return watchSize(element, measure);
  }, [element, shown]);

  const show = cut ? () => setOpen(true) : undefined;
  return (
    <>
      <span
        ref={setElement}
        className={mergeClasses(styles.text, cut && styles.cut, className)}
        tabIndex={cut ? 0 : undefined}
        onPointerEnter={show}
        onFocus={show}
      >
        {shown}
      </span>
      {open && cut && element ? (
        <Suspense fallback={null}>
          <TextTooltip text={text} anchor={element} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
