import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useRef } from 'react';
import { CARDS_QUERY } from './cards-query';

// What scrolls under a pinned column: the first end-pinned cell of a row and the last start-pinned one.
const INNER_END = ':not([data-pin="end"]) + [data-pin="end"]';
const INNER_START = '[data-pin="start"]:has(+ :not([data-pin="start"]))';
// Deeper than the pinned edge's resting shadow (responsive-table.styles), so it reads as "more this way".
const CUE = `12px 0 12px -6px ${tokens.colorNeutralShadowKeyDarker}`;

/**
 * A table box that scrolls sideways (a person chose more columns than fit) says so on the side
 * that has more: the pinned column on that side casts a deep shadow over the columns scrolled
 * under it. A box that fits, or a side scrolled to its end, keeps the resting edge.
 */
export const useSidewaysScrollCueStyles = makeStyles({
  box: {
    [`&[data-more-end] ${INNER_END}`]: { boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}, -${CUE}` },
    [`&[data-more-start] ${INNER_START}`]: { boxShadow: `inset -1px 0 0 ${tokens.colorNeutralStroke2}, ${CUE}` },
    [CARDS_QUERY]: {
      [`&[data-more-end] ${INNER_END}`]: { boxShadow: 'none' },
      [`&[data-more-start] ${INNER_START}`]: { boxShadow: 'none' },
    },
  },
});

/** Sets data-more-start / data-more-end on the box while it has columns out of view on that side. */
function markSides(box: HTMLElement): void {
  const rtl = getComputedStyle(box).direction === 'rtl';
  const scrolled = Math.abs(box.scrollLeft);
  const rest = box.scrollWidth - box.clientWidth - scrolled;
  const before = scrolled > 1;
  const after = rest > 1;
  box.toggleAttribute('data-more-start', rtl ? after : before);
  box.toggleAttribute('data-more-end', rtl ? before : after);
}

/**
 * The ref of a table's scrolling box: keeps its data-more-start / data-more-end marks current as
 * it scrolls and as it or its table changes size. Give the box useSidewaysScrollCueStyles().box.
 */
export function useSidewaysScrollCue(): (box: HTMLElement | null) => void {
  const stop = useRef<(() => void) | undefined>(undefined);
  return useCallback((box: HTMLElement | null) => {
    stop.current?.();
    stop.current = undefined;
    if (!box) return;
    const update = () => markSides(box);
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    // The table is not always the box's first child (a loading line may come before it).
    const table = box.querySelector('table');
    if (table) observer?.observe(table);
    stop.current = () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
}
