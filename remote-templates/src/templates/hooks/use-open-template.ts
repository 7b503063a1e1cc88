import { useCallback, useState } from 'react';
import type { VideoTemplate } from 'shared-ui/contract';

/** Which row's dialog is open; undefined when none. */
export function useOpenTemplate() {
  const [template, setTemplate] = useState<VideoTemplate>();
  const open = useCallback((row: VideoTemplate) => setTemplate(row), []);
  const close = useCallback(() => setTemplate(undefined), []);
  return { template, open, close };
}
