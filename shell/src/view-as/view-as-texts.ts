import { createTranslationHook } from '@video-admin/shared-ui';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

// The view-as bar's texts are part of the bar's own chunk (only loaded while a superuser views as
// someone), neither in the shell's texts nor a chunk of their own: a new chunk would add its name
// to the shell's main script, which every page (/login too) loads.
export const useViewAsTranslation = createTranslationHook('shell-view-as', {
  defaultLanguage: 'en',
  resources: {
    en: () => Promise.resolve(en),
    'zh-CN': () => Promise.resolve(zhCN),
  },
});
