import { useCallback, useMemo, useState } from 'react';
import type { ReferenceIndex } from '../model/reference';

/**
 * Which of the edit dialog's four slots hold a reference image chosen but not yet sent: work the
 * admin would lose by closing the dialog, as with unsaved fields.
 */
export function usePendingReferenceFiles() {
  const [pending, setPending] = useState<ReadonlySet<ReferenceIndex>>(() => new Set());
  const set = useCallback((index: ReferenceIndex, chosen: boolean) => {
    setPending((previous) => {
      if (previous.has(index) === chosen) return previous;
      const next = new Set(previous);
      if (chosen) next.add(index);
      else next.delete(index);
      return next;
    });
  }, []);
  return useMemo(() => ({ any: pending.size > 0, set }), [pending, set]);
}
