import { createTranslationHook } from '@video-admin/shared-ui';

/** The screen is Chinese under the 'Default' language; the shared pieces on it (a load failure's Retry) follow. */
export const RELEASES_DEFAULT_LANGUAGE = 'zh-CN';

export const useReleasesTranslation = createTranslationHook('releases', {
  defaultLanguage: RELEASES_DEFAULT_LANGUAGE,
  resources: {
    en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ './locales/zh-CN.json'),
  },
});
