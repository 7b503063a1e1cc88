import { useState, type ImgHTMLAttributes, type ReactNode, type SyntheticEvent } from 'react';
import type { Language } from '../../i18n/language-store';
import { screenLanguageOf } from '../../i18n/screen-language';
import { safeUrl } from '../../url/safe-url';
import { LazyMediaPlaceholder } from './lazy-media-placeholder';
import type { MediaPlaceholderProps } from './media-placeholder';

/**
 * A picture's or a clip's source as it may be loaded (http(s) or site-relative, else undefined);
 * once it has failed, the placeholder that takes its box, in the screen's language where the
 * element stood; and the handler of its load error. A new source is tried afresh.
 */
export function useSafeMedia(src: string | null | undefined, box: Omit<MediaPlaceholderProps, 'language'>) {
  const url = safeUrl(src);
  const [failed, setFailed] = useState<{ url: string; language: Language | undefined }>();
  return [
    url,
    failed && failed.url === url && <LazyMediaPlaceholder {...box} language={failed.language} />,
    // Only a loaded source can fail.
    (event: SyntheticEvent<Element>) => setFailed({ url: url!, language: screenLanguageOf(event.currentTarget) }),
  ] as const;
}

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
