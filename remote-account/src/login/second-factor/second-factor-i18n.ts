import { createTranslationHook } from '@video-admin/shared-ui';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

// The sign-in's code step has texts of its own, in the step's chunk (both languages: a few hundred
// bytes): /login's first load neither carries them nor names another chunk for them.
export const useSecondFactorTranslation = createTranslationHook('account-second-factor', {
  defaultLanguage: 'en',
  resources: { en: () => Promise.resolve(en), 'zh-CN': () => Promise.resolve(zhCN) },
});
