import { useState, type SyntheticEvent } from 'react';
import type { Language } from '../../i18n/language-store';
import { screenLanguageOf } from '../../i18n/screen-language';
import { safeUrl } from '../../url/safe-url';

/**
 * A picture's or a clip's source as it may be loaded (http(s) or site-relative, else undefined),
 * and whether it failed to load, with the screen's language where the element stood, for the
 * placeholder that takes its box. A new source is tried afresh.
 */
export function useSafeMedia(src: string | null | undefined) {
  const url = safeUrl(src);
  const [failed, setFailed] = useState<{ url: string; language: Language | undefined }>();
  const onError = (event: SyntheticEvent<Element>) => {
    if (url) setFailed({ url, language: screenLanguageOf(event.currentTarget) });
  };
  return { url, failed: failed?.url === url ? failed : undefined, onError };
}
