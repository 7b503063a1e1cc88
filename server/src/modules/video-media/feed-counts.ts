import { CountCache } from '../../lib/count-cache.js';
import type { ChangeEvent, ChangeFeed } from '../changes/change-feed.js';

/**
 * The count cache of one table's repository, forgetting its figures whenever the feed tells of a
 * write to that table's rows (`kind`) or of changes that may have been missed: writes through
 * another instance change the totals too.
 */
export function countsFollowing(feed: ChangeFeed, kind: 'task' | 'template', ttlMs: number): CountCache {
  const counts = new CountCache(ttlMs);
  feed.subscribe(({ event }: { event: ChangeEvent }) => {
    if (event.kind === kind || event.kind === 'reset') counts.invalidate();
  });
  return counts;
}
