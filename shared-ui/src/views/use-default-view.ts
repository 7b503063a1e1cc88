import { useEffect, useRef } from 'react';
import type { UserViewPublic } from './list-layout';

/**
 * Applies the person's own default view of the list once, with the first answer, when the list
 * opened without filters in its URL (a link or a reload with filters opens as it says). Later
 * changes of the default wait for the next opening.
 */
export function useDefaultView(
  views: readonly UserViewPublic[] | undefined,
  urlHasFilters: boolean,
  apply: (view: UserViewPublic) => void,
) {
  const openedWithFilters = useRef(urlHasFilters);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !views) return;
    done.current = true;
    const ownDefault = views.find((view) => view.is_default && !view.read_only);
    if (!openedWithFilters.current && ownDefault) apply(ownDefault);
    // Only the first answer counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [views]);
}
