import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import type { Language } from '../../i18n/language-store';
import { screenLanguageOf } from '../../i18n/screen-language';
import { safeUrl } from '../../url/safe-url';
import { LazyMediaPlaceholder } from './lazy-media-placeholder';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  /** Shown when there is no safe URL to load. */
  fallback?: ReactNode;
}

/**
 * An <img> that renders only http(s) or site-relative sources, else the fallback. One that fails
 * to load (gone, broken, unreachable) becomes a placeholder of the same box, with an icon and a
 * short text in the screen's language, instead of a broken-image icon and clipped alt text.
 */
export function SafeImage({ src, fallback = null, alt, className, style, width, height, onError, ...rest }: SafeImageProps) {
  const url = safeUrl(src);
  const [failed, setFailed] = useState<{ url: string; language: Language | undefined }>();
  if (!url) return <>{fallback}</>;
  if (failed?.url === url) {
    return (
      <LazyMediaPlaceholder
        kind="image"
        name={alt}
        className={className}
        style={style}
        width={width}
        height={height}
        language={failed.language}
      />
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      className={className}
      style={style}
      width={width}
      height={height}
      {...rest}
      onError={(event) => {
        setFailed({ url, language: screenLanguageOf(event.currentTarget) });
        onError?.(event);
      }}
    />
  );
}
