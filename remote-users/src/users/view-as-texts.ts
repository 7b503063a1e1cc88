import { createTranslationHook } from '@video-admin/shared-ui';
import en from './view-as-locales/en.json';
import zhCN from './view-as-locales/zh-CN.json';
import { USERS_DEFAULT_LANGUAGE } from '../i18n';

// The view-as dialog's texts are part of the dialog's chunk (fetched when it is first opened), not
// of the screen's texts, which every visit to the users screen loads.
export const useViewAsTranslation = createTranslationHook('users-view-as', {
  defaultLanguage: USERS_DEFAULT_LANGUAGE,
  resources: {
    en: () => Promise.resolve(en),
    'zh-CN': () => Promise.resolve(zhCN),
  },
});
