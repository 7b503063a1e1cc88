import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { preloadable } from './preloadable';

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export interface LazyOnFirstUseOptions<P> {
  /**
   * For dialogs: nothing renders until the component is first open; from then on it stays
   * mounted, closed, as a dialog written inline would: it closes with its animation and focus
   * goes back where it came from.
   */
  isOpen?: (props: P) => boolean;
  /** What shows while the code arrives (nothing by default), e.g. a button that looks the same. */
  fallback?: (props: P) => ReactNode;
}

/**
 * A component whose code is fetched the first time it renders, not with the screen around it.
 * It waits in a Suspense boundary of its own, so the screen never falls back to its loader.
 * `preload` fetches it ahead, for a screen that will show it at once (then it renders with the
 * screen, instead of appearing 300 ms later: React's Suspense throttling).
 */
export function lazyOnFirstUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { isOpen, fallback }: LazyOnFirstUseOptions<P> = {},
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const Component = preloadable<P>(() => load().then((component) => ({ default: component })));
  const Loaded = (props: P) => (
    <Suspense fallback={fallback ? fallback(props) : null}>
      <Component {...props} />
    </Suspense>
  );
  if (!isOpen) return Object.assign(Loaded, { preload: Component.preload });
  function OpenedOnce(props: P) {
    return useOpenedOnce(isOpen!(props)) ? <Loaded {...props} /> : null;
  }
  return Object.assign(OpenedOnce, { preload: Component.preload });
}
