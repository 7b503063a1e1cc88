import { useCallback, useState } from 'react';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';

/** Opens the edit dialog empty, to create a template. */
export const NEW_TEMPLATE = 'new';

/** What the edit dialog shows: a row to edit, or NEW_TEMPLATE for a template still to create. */
export type DialogTarget = VideoTemplate | typeof NEW_TEMPLATE;

/** Which row's dialog is open (or the empty one, to create); undefined when none. */
export function useOpenTemplate() {
  const [template, setTemplate] = useState<DialogTarget>();
  const open = useCallback((row: VideoTemplate) => setTemplate(row), []);
  const create = useCallback(() => setTemplate(NEW_TEMPLATE), []);
  const close = useCallback(() => setTemplate(undefined), []);
  return { template, open, create, close };
}
