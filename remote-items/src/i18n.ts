import { createTranslationHook } from '@video-admin/shared-ui';

/** The items screen is English under the 'Default' language; the shared pager on it follows. */
export const ITEMS_DEFAULT_LANGUAGE = 'en';

export const useItemsTranslation = createTranslationHook('items', {
  defaultLanguage: ITEMS_DEFAULT_LANGUAGE,
  resources: {
    en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ './locales/zh-CN.json'),
  },
});
