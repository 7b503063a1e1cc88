import { createTranslationHook } from '@video-admin/shared-ui';

// The views bar's own words, the same on every list; like the bulk bar's, they follow the admin
// area's language (Chinese by default) unless the screen says otherwise.
export const useViewsTranslation = createTranslationHook('views', {
  defaultLanguage: 'zh-CN',
  resources: { en: () => import('../locales/views/en.json'), 'zh-CN': () => import('../locales/views/zh-CN.json') },
});
