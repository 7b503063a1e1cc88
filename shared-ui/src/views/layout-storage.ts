import type { ViewList } from './list-layout';

// The layout a person last chose for a list stays in this browser (a saved view keeps it on the
// server). Storage may be unavailable (a private window's quota): then it lasts as long as the page.
const key = (list: ViewList) => `video-admin.list-layout.${list}`;

export function readStoredLayout(list: ViewList): unknown {
  try {
    const text = window.localStorage.getItem(key(list));
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function storeLayout(list: ViewList, layout: unknown): void {
  try {
    window.localStorage.setItem(key(list), JSON.stringify(layout));
  } catch {
    // Not kept beyond this page: the chosen layout still applies.
  }
}
