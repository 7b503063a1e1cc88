// The little of `window` the app's modules touch while a screen renders in Node: storage (empty,
// so every preference is the default) and the location. There is no `document`, on purpose: Griffel
// and Fluent then render as on a server, collecting their CSS instead of inserting it.
const stored = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, String(value)),
  removeItem: (key: string) => void stored.delete(key),
};

export function installNodeWindow(path: string): void {
  Object.assign(globalThis, {
    window: { localStorage, location: new URL(path, 'http://localhost'), addEventListener() {}, removeEventListener() {} },
    localStorage,
  });
}
