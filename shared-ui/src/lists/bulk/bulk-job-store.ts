import type { BulkList } from './bulk-jobs';

// The job a list's screen follows, kept for the browser tab's session: the job runs on the server,
// so leaving the tab or the screen and coming back shows its progress again instead of losing it.
const storageKey = (list: BulkList) => `bulkJob.${list}`;

export function followedJob(list: BulkList): number | undefined {
  try {
    const stored = Number(window.sessionStorage.getItem(storageKey(list)));
    return Number.isInteger(stored) && stored > 0 ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function followJob(list: BulkList, id: number | undefined): void {
  try {
    if (id === undefined) window.sessionStorage.removeItem(storageKey(list));
    else window.sessionStorage.setItem(storageKey(list), String(id));
  } catch {
    // Storage refused (private mode): the job is followed while the screen stays open.
  }
}
