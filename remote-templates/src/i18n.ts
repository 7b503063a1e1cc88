import { createTranslationHook } from 'shared-ui';

export const useTemplatesTranslation = createTranslationHook('templates', {
  defaultLanguage: 'zh-CN',
  resources: { en: () => import('./locales/en.json'), 'zh-CN': () => import('./locales/zh-CN.json') },
});
