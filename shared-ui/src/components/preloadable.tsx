import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once), before the first render needs it. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy, with a `preload` for code the first screen needs. Once loaded, it renders the
 * component itself: even a React.lazy whose code has arrived suspends once at its first render,
 * and React then keeps the Suspense fallback on screen for at least 300 ms. A failed load stays
 * failed (it shows at render, to the nearest error boundary); a retry makes a new one.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);

  function PreloadableComponent(props: P) {
    // Chosen once per mount, so the element type (and the state under it) never changes.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
