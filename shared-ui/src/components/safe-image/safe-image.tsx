import type { ImgHTMLAttributes, ReactNode } from 'react';
import { safeUrl } from '../../url/safe-url';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  fallback?: ReactNode;
}

/** An <img> that renders only http(s) or site-relative sources, else the fallback. */
export function SafeImage({ src, fallback = null, alt, ...rest }: SafeImageProps) {
  const url = safeUrl(src);
  return url ? <img src={url} alt={alt} loading="lazy" {...rest} /> : <>{fallback}</>;
}
