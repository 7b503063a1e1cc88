import { lazyOnFirstUse } from '../lazy-on-first-use';
import type { MediaPlaceholderProps } from './media-placeholder';

// Shown only when a picture or a clip fails, so its code and texts are fetched then, in a
// Suspense of its own: meanwhile an empty box of the media's size holds its place, and the table
// or dialog around it never falls back to its loader.
export const LazyMediaPlaceholder = lazyOnFirstUse<MediaPlaceholderProps>(
  () => import('./media-placeholder').then((module) => module.MediaPlaceholder),
  {
    fallback: ({ className, style, width, height }) => (
      <span aria-hidden className={className} style={{ display: 'inline-block', ...style, width, height }} />
    ),
  },
);
