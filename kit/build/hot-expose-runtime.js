// The screen of one exposed module, replaced in place when the dev server brings a new version of
// it. The product's page runs React's production build, where React Refresh cannot work: instead,
// a new version of the module remounts its whole screen (its own React state starts afresh), while
// the page around it (the shell, the other modules, window) stays as it is.
import { createElement, useSyncExternalStore } from 'react';

/**
 * @param {import('react').ComponentType<Record<string, unknown>>} initial  the module's default export
 * @returns {{ Component: import('react').ComponentType<Record<string, unknown>>,
 *   replace(next: import('react').ComponentType<Record<string, unknown>>): void, remount(): void }}
 */
export function hotExpose(initial) {
  let current = initial;
  // A new key on each version: React unmounts the old subtree and mounts the new one.
  let version = 0;
  const listeners = new Set();
  const publish = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const currentVersion = () => version;

  function HotExposed(props) {
    const key = useSyncExternalStore(subscribe, currentVersion, currentVersion);
    return createElement(current, { ...props, key });
  }
  HotExposed.displayName = `HotExposed(${initial.displayName ?? initial.name ?? 'Component'})`;

  return {
    Component: HotExposed,
    replace(next) {
      current = next;
      publish();
    },
    remount: publish,
  };
}
