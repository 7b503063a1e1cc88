// What the frontends use of react-router-dom, and all they get of it at run time. The shell and
// every remote share 'react-router-dom' as one singleton (build/shared-modules.cjs), and a shared
// module is never tree-shaken: shared whole, react-router 7 would ship its data routers, server
// rendering and framework mode on every page. Shared through this module instead, only what is
// listed here is built in. Need something else from the router? Add it here: webpack cannot see
// through a shared module, so a missing name would be undefined at run time;
// scripts/__tests__/shared-facades.test.ts fails on one instead. '@original/react-router' is
// react-router's production build (an alias in build/shared-modules.cjs).
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from '@original/react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  LinkProps,
  Params,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router';
