import { createTranslationHook } from '@video-admin/shared-ui';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

// Single sign-on's texts, both languages, come inside its own chunk (under a kilobyte each): only
// sites that configure it fetch them, and the account namespace every /login loads stays as it was.
export const useSsoTranslation = createTranslationHook('account-sso', {
  defaultLanguage: 'en',
  resources: { en: async () => en, 'zh-CN': async () => zhCN },
});
