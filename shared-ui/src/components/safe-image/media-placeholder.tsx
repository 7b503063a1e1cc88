import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons/svg/image-off';
import { VideoOffRegular } from '@fluentui/react-icons/svg/video-off';
import type { CSSProperties } from 'react';
import { useCommonTranslation } from '../../i18n/common';
import type { Language } from '../../i18n/language-store';

const useStyles = makeStyles({
  // The media's own class comes after, so the box keeps the size and place the media had.
  box: {
    display: 'inline-block',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  // Inline-level, so a link around the media (a thumbnail that opens the full picture) does not
  // underline the text: decorations stop at an inline-block.
  content: {
    display: 'inline-flex',
    verticalAlign: 'top',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXS,
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    padding: tokens.spacingHorizontalXS,
    textAlign: 'center',
  },
  icon: { flexShrink: 0, fontSize: '20px' },
  text: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    overflowWrap: 'anywhere',
  },
});

export interface MediaPlaceholderProps {
  kind: 'image' | 'video';
  /** The media's own name (its alt text or label), said along with the placeholder's text. */
  name?: string;
  className?: string;
  style?: CSSProperties;
  width?: number | string;
  height?: number | string;
  /** The language of the screen it is on (see screenLanguageOf). */
  language?: Language;
}

/** In place of an image or a video that could not be loaded: a neutral box of its size with an icon and a short text. */
export function MediaPlaceholder({ kind, name, className, style, width, height, language }: MediaPlaceholderProps) {
  const styles = useStyles();
  const { t } = useCommonTranslation(language);
  const text = t(kind === 'image' ? 'media.imageUnavailable' : 'media.videoUnavailable');
  const Icon = kind === 'image' ? ImageOffRegular : VideoOffRegular;
  return (
    <span
      role="img"
      aria-label={name ? `${name} · ${text}` : text}
      data-media-unavailable={kind}
      className={mergeClasses(styles.box, className)}
      style={{ ...style, ...(width !== undefined ? { width } : {}), ...(height !== undefined ? { height } : {}) }}
    >
      <span className={styles.content} aria-hidden>
        <Icon className={styles.icon} />
        <span className={styles.text}>{text}</span>
      </span>
    </span>
  );
}
