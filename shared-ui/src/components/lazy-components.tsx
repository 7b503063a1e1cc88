import type { Language } from '../i18n/language-store';
import { lazyOnFirstUse } from './lazy-on-first-use';
import type { ExportButtonProps } from './export-button/export-button';
import type { SafeImageProps } from './safe-image/safe-image';
import type { VideoPreviewProps } from './video-preview/video-preview';
import type { SuperuserGateProps } from './superuser-gate/superuser-gate';

// shared-ui is one shared module, loaded whole on every page before anything renders (a shared
// module is not tree-shaken). The pager (Fluent's Select and Buttons), the load failure
// (MessageBar) and the not-found page are not needed to show a page, so their code is split off
// and fetched the first time one renders. The list screens preload the pager (Pager.preload, in
// their remote's `prepare`), so it shows with the first page of rows instead of after it.
const loadPager = () => import(/* webpackChunkName: "pager" */ './pager/pager');
const LazyPager = lazyOnFirstUse(() => loadPager().then((module) => module.Pager));
const preloadPagerCode = LazyPager.preload;
export const Pager = Object.assign(LazyPager, {
  /** Fetches the pager's code, and its texts for a screen of that default language (see PagerProps). */
  preload: (defaultLanguage?: Language) =>
    Promise.all([preloadPagerCode(), loadPager().then((module) => module.loadPagerTexts(defaultLanguage))]),
});
export const LoadFailed = lazyOnFirstUse(() => import('./load-failed/load-failed').then((module) => module.LoadFailed));
// Built into the shell's release (the shell provides shared-ui), so a tab whose shell release was
// pruned fails to load it and reloads into the live one (the shell's error boundary).
export const NotFoundPage = lazyOnFirstUse(() => import('../routing/not-found-page').then((module) => module.NotFoundPage));
// The back office's screens preload it with their texts (in `prepare`); until its code is here it
// shows what the screen shows while the signed-in user loads.
export const SuperuserGate = lazyOnFirstUse<SuperuserGateProps>(
  () => import(/* webpackChunkName: "superuser-gate" */ './superuser-gate/superuser-gate').then((module) => module.SuperuserGate),
  { fallback: ({ loading }) => loading },
);
// Fluent's Button and Spinner are not on the first page: the export button's code comes with the list.
export const ExportButton = lazyOnFirstUse<ExportButtonProps>(() =>
  import(/* webpackChunkName: "export-button" */ './export-button/export-button').then((module) => module.ExportButton),
);

// Pictures and clips show on the back office's lists and dialogs, never on the first page: their
// code comes with the first one shown, in the box it will fill meanwhile, so nothing moves.
const loadMedia = () => import(/* webpackChunkName: "media" */ './media');
export const SafeImage = lazyOnFirstUse<SafeImageProps>(() => loadMedia().then((module) => module.SafeImage), {
  fallback: ({ className, style, width, height }) => (
    <span className={className} style={{ display: 'inline-block', width, height, ...style }} />
  ),
});
export const VideoPreview = lazyOnFirstUse<VideoPreviewProps>(() => loadMedia().then((module) => module.VideoPreview), {
  fallback: ({ className, width = 160, height = 90 }) => <span className={className} style={{ display: 'block', width, height }} />,
});
