import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';

// What the shell tells the screens it mounts, through React context: a remote's code reads it in
// shared-ui (RemoteRoutes, NotFoundPage) and needs none of its own.

interface KnownScreensRedirectValue {
  to: string;
  /** Set by RemoteRoutes as it renders: the remote routes through it, so it honours `to`. */
  routed: RefObject<boolean>;
}

const KnownScreensRedirect = createContext<KnownScreensRedirectValue | undefined>(undefined);

/**
 * A remote that did not render RemoteRoutes (a release built before it, or one that renders a
 * page for every path) would show its screen to the wrong session: it is sent to `to` instead.
 * Rendered after the remote's component, in the same Suspense boundary, so it commits with it.
 * An effect, as <Navigate> uses: on the app's first commit the router listens only from its own
 * layout effect, which runs after this one's would.
 */
function RedirectUnlessRouted({ redirect }: { redirect: KnownScreensRedirectValue }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!redirect.routed.current) void navigate(redirect.to, { replace: true });
  });
  return null;
}

/**
 * Around a remote mounted for the other session state (under /items for a signed-out visitor,
 * under /login for a signed-in one): each screen the remote has sends the visitor to `to` instead
 * of showing, and a path it does not have still shows the not-found page. Without `to` (the usual
 * case, and the standalone harness) the screens show.
 */
export function RedirectKnownScreens({ to, children }: { to: string | undefined; children: ReactNode }) {
  const routed = useRef(false);
  const value = useMemo(() => (to ? { to, routed } : undefined), [to]);
  return (
    <KnownScreensRedirect.Provider value={value}>
      {children}
      {value ? <RedirectUnlessRouted redirect={value} /> : null}
    </KnownScreensRedirect.Provider>
  );
}

/**
 * For RemoteRoutes, as it renders: where the remote's own screens send the visitor instead of
 * showing, if anywhere. Asking also tells the shell the remote routes through RemoteRoutes.
 */
export function useKnownScreensRedirect(): string | undefined {
  const redirect = useContext(KnownScreensRedirect);
  // Written while rendering, and only ever to true: RedirectUnlessRouted reads it after the commit.
  if (redirect) redirect.routed.current = true;
  return redirect?.to;
}

const InsideMainLandmark = createContext(false);

/** Marks what renders inside the layout's <main>, so a page in there does not open a second one. */
export function MainLandmarkContent({ children }: { children: ReactNode }) {
  return <InsideMainLandmark.Provider value>{children}</InsideMainLandmark.Provider>;
}

export function useInsideMainLandmark(): boolean {
  return useContext(InsideMainLandmark);
}
