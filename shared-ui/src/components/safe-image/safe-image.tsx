import type { ImgHTMLAttributes, ReactNode } from 'react';
import { LazyMediaPlaceholder } from './lazy-media-placeholder';
import { useSafeMedia } from './use-safe-media';

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
  const { url, failed, onError: failedToLoad } = useSafeMedia(src);
  if (!url) return <>{fallback}</>;
  if (failed) {
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
        failedToLoad(event);
        onError?.(event);
      }}
    />
  );
}
