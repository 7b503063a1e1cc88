import { makeStyles, Portal, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { tooltipPlace } from './tooltip-place';

const useStyles = makeStyles({
  // Drawn like Fluent's tooltip; long texts wrap (a prompt keeps its line breaks).
  tooltip: {
    position: 'fixed',
    zIndex: 1000,
    boxSizing: 'border-box',
    maxWidth: 'min(480px, calc(100vw - 8px))',
    maxHeight: 'calc(50vh - 8px)',
    overflowY: 'auto',
    padding: `5px ${tokens.spacingHorizontalMNudge} 7px`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

/** How long the pointer rests on a text before its tooltip shows, or may be away before it hides. */
const HOVER_DELAY = 250;

export interface TextTooltipProps {
  text: string;
  /** The element the text is shown in, hovered or focused: the tooltip sits under it (or above, without room below). */
  anchor: HTMLElement;
  /** The tooltip is done: the pointer left (the text and the tooltip), the focus left, or Escape was pressed. */
  onClose: () => void;
}

/**
 * The whole of a cut text, beside it, in the theme's portal (a Fluent Portal carries the theme's
 * colours). It shows at once on keyboard focus and after a short rest of the pointer, stays while
 * the pointer is over it (so its text can be read and selected), and closes on Escape. Positioned
 * by hand: Fluent's Tooltip brings a positioning engine every list screen would load first, for
 * something shown only on hover or focus. This file loads on first use.
 */
export function TextTooltip({ text, anchor, onClose }: TextTooltipProps) {
  const styles = useStyles();
  const [tooltip, setTooltip] = useState<HTMLDivElement | null>(null);
  const [visible, setVisible] = useState(() => anchor === document.activeElement);
  const [place, setPlace] = useState<{ left: number; top: number }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stay = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
  }, []);
  const leave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onClose, HOVER_DELAY);
  }, [onClose]);

  useEffect(() => {
    timer.current = setTimeout(() => setVisible(true), HOVER_DELAY);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    anchor.addEventListener('pointerenter', stay);
    anchor.addEventListener('pointerleave', leave);
    anchor.addEventListener('blur', onClose);
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer.current);
      anchor.removeEventListener('pointerenter', stay);
      anchor.removeEventListener('pointerleave', leave);
      anchor.removeEventListener('blur', onClose);
      document.removeEventListener('keydown', onKey);
    };
  }, [anchor, onClose, stay, leave]);

  // Placed once measured (the portal mounts it a moment later), and again when the page or the table scrolls under it.
  useLayoutEffect(() => {
    if (!tooltip) return;
    const placeIt = () =>
      setPlace(tooltipPlace(anchor.getBoundingClientRect(), tooltip.getBoundingClientRect(), { width: innerWidth, height: innerHeight }));
    placeIt();
    addEventListener('scroll', placeIt, true);
    addEventListener('resize', placeIt);
    return () => {
      removeEventListener('scroll', placeIt, true);
      removeEventListener('resize', placeIt);
    };
  }, [anchor, tooltip, text]);

  if (!visible) return null;
  return (
    <Portal>
      <div
        ref={setTooltip}
        role="tooltip"
        className={styles.tooltip}
        // Measured unseen first, then placed.
        style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, visibility: 'hidden' }}
        onPointerEnter={stay}
        onPointerLeave={leave}
      >
        {text}
      </div>
    </Portal>
  );
}
