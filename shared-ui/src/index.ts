// shared-ui: the one library the shell and every remote share at run time (a federation singleton).
export {
  fetchLiveRuntimeConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  type DevOverrideInfo,
  type PreviewInfo,
  type ReleaseInfo,
  type ReleasePart,
  type RuntimeConfig,
} from './config/runtime-config';
export { takeOverFirstMarkup } from './boot/first-markup-takeover';
export { apiUrl, http, type RequestOptions } from './http/api-client';
export { ApiError, RequestAbortedError, errorDetail, isAuthError, isMissingPermission, missingPermission } from './http/api-error';
// Types only: the mapping itself loads with LoadFailed (give it the error), off the first screen's bytes.
export type { ErrorDescription, ErrorReason } from './http/error-reason';
export { getAccessToken, setAccessToken, clearAccessToken } from './session/token-store';
export { currentUserQuery, useCurrentUser, type UserPublic } from './session/current-user';
export { hasPermission, usePermissions, type Permission } from './session/permissions';
export { logout, useAccessToken, useSession } from './session/use-session';
export { createQueryClient, queryClient } from './query/query-client';
export {
  getThemePreference,
  setThemePreference,
  useAppliedTheme,
  useThemePreference,
  type AppliedTheme,
  type ThemePreference,
} from './theme/theme-store';
export { AppThemeProvider } from './theme/app-theme-provider';
export { createTranslationHook, i18n, preloadTexts, registerNamespace, type NamespaceDefinition } from './i18n/i18n';
export {
  documentLanguage,
  getLanguagePreference,
  setLanguagePreference,
  useLanguagePreference,
  type Language,
  type LanguagePreference,
} from './i18n/language-store';
export { useCommonTranslation } from './i18n/common';
export { formatDateTime } from './i18n/format';
export { AppToaster, useAppToast, type ToastAction, type ToastIntent, type ToastOptions } from './toast/app-toaster';
export { AppProviders, type AppProvidersProps } from './providers/app-providers';
export { ExportButton, LoadFailed, NotFoundPage, Pager, SafeImage, SuperuserGate, VideoPreview } from './components/lazy-components';
export type { ExportButtonProps } from './components/export-button/export-button';
export { RemoteRoutes, type RemoteRoutesProps } from './routing/remote-routes';
export { MainLandmarkContent, RedirectKnownScreens } from './routing/route-contexts';
export { lazyOnFirstUse, type LazyOnFirstUseOptions } from './components/lazy-on-first-use';
export { preloadable, type Preloadable } from './components/preloadable';
export type { LoadFailedProps } from './components/load-failed/load-failed';
export { LoadingState, type LoadingStateProps } from './components/loading-state/loading-state';
export type { PagerProps } from './components/pager/pager';
export type { SuperuserGateProps } from './components/superuser-gate/superuser-gate';
export type { SafeImageProps } from './components/safe-image/safe-image';
export type { VideoPreviewProps } from './components/video-preview/video-preview';
export { safeUrl } from './url/safe-url';
export { RouterLink, type RouterLinkProps } from './components/router-link/router-link';
export type { DownloadParams } from './http/download';
export type {
  DeclaredText,
  LiveModule,
  MenuEntry,
  MenuIcon,
  ModuleDeclaration,
  ModuleRoute,
  RemoteComponent,
  RemoteModule,
  RemoteMountProps,
  RemoteName,
  RoutePermission,
} from './federation/contract';

// Counted so a test in a real browser can prove there is one shared-ui, hence one QueryClient,
// one i18next instance and one session, however many remotes are loaded.
const counter = globalThis as { __SHARED_UI_INSTANCES__?: number };
counter.__SHARED_UI_INSTANCES__ = (counter.__SHARED_UI_INSTANCES__ ?? 0) + 1;
