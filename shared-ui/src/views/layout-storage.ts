import type { ViewList } from './list-layout';

// The layout a person last chose for a list stays in this browser (a saved view keeps it on the
// server). Storage may be unavailable (a private window's quota): then it lasts as long as the page.
// A list whose tabs have columns of their own keeps one layout per tab, each under a storage key of
// its own (`templates.pending`); the others keep theirs under the list's name.
const key = (storageKey: string) => `video-admin.list-layout.${storageKey}`;

export function readStoredLayout(list: ViewList, storageKey: string = list): unknown {
  try {
    const text = window.localStorage.getItem(key(storageKey));
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function storeLayout(list: ViewList, layout: unknown, storageKey: string = list): void {
  try {
    window.localStorage.setItem(key(storageKey), JSON.stringify(layout));
  } catch {
    // Not kept beyond this page: the chosen layout still applies.
  }
}
