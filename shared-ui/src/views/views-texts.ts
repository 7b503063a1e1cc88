import { createTranslationHook } from '@video-admin/shared-ui';

// The views bar's own words, the same on every list; like the bulk bar's, they follow the admin
// area's language (Chinese by default) unless the screen says otherwise.
export const useViewsTranslation = createTranslationHook('views', {
  defaultLanguage: 'zh-CN',
  // Named, so a list's first screen can name them among the files its page hints (firstScreen.needs).
  resources: {
    en: () => import(/* webpackChunkName: "views-texts-en" */ '../locales/views/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "views-texts-zh-CN" */ '../locales/views/zh-CN.json'),
  },
});
