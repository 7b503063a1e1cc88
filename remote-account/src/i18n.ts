import { createTranslationHook } from 'shared-ui';

export const useAccountTranslation = createTranslationHook('account', {
  defaultLanguage: 'en',
  resources: { en: () => import('./locales/en.json'), 'zh-CN': () => import('./locales/zh-CN.json') },
});
