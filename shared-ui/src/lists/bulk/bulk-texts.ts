import { createTranslationHook } from '@video-admin/shared-ui';

// The bulk bar's own words, the same on every list; like the pager's, they follow the admin area's
// language (Chinese by default) unless the screen says otherwise.
export const useBulkTranslation = createTranslationHook('bulk', {
  defaultLanguage: 'zh-CN',
  resources: { en: () => import('../../locales/bulk/en.json'), 'zh-CN': () => import('../../locales/bulk/zh-CN.json') },
});
