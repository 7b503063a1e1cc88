import type { ImgHTMLAttributes, ReactNode } from 'react';
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
export function SafeImage({ src, fallback = null, onError, ...img }: SafeImageProps) {
  const { alt, className, style, width, height } = img;
  const [url, placeholder, failedToLoad] = useSafeMedia(src, { kind: 'image', name: alt, className, style, width, height });
  if (!url) return <>{fallback}</>;
  if (placeholder) return placeholder;
  return (
    <img
      src={url}
      loading="lazy"
      {...img}
      onError={(event) => {
        failedToLoad(event);
        onError?.(event);
      }}
    />
  );
}
