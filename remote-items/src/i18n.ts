import { createTranslationHook } from 'shared-ui';

export const useItemsTranslation = createTranslationHook('items', {
  defaultLanguage: 'en',
  resources: { en: () => import('./locales/en.json'), 'zh-CN': () => import('./locales/zh-CN.json') },
});
