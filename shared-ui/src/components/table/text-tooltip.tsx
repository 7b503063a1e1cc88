import { makeStyles, Portal, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState } from 'react';
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

export interface TextTooltipProps {
  id: string;
  text: string;
  /** The element the text is shown in; the tooltip sits under it (or above, without room below). */
  anchor: HTMLElement;
  /** The pointer is over the tooltip (it stays while it is, so its text can be read and selected) or has left it. */
  onHover: (over: boolean) => void;
}

/**
 * The whole of a cut text, beside it, in the theme's portal (a Fluent Portal carries the theme's
 * colours). Positioned by hand: Fluent's Tooltip brings a positioning engine that every list screen
 * would load first, for something shown only on hover or focus. Loaded on first use.
 */
export function TextTooltip({ id, text, anchor, onHover }: TextTooltipProps) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number }>();

  useLayoutEffect(() => {
    const tooltip = ref.current;
    if (!tooltip) return;
    const size = tooltip.getBoundingClientRect();
    setPlace(tooltipPlace(anchor.getBoundingClientRect(), size, { width: window.innerWidth, height: window.innerHeight }));
  }, [anchor, text]);

  return (
    <Portal>
      <div
        ref={ref}
        id={id}
        role="tooltip"
        className={styles.tooltip}
        // Measured unseen first, then placed.
        style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, visibility: 'hidden' }}
        onPointerEnter={() => onHover(true)}
        onPointerLeave={() => onHover(false)}
      >
        {text}
      </div>
    </Portal>
  );
}
