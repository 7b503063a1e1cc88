import { createTranslationHook } from '@video-admin/shared-ui';

// The settings screen's own texts (its title, tab names, profile, password heading, appearance and
// danger zone), apart from the account namespace: that namespace's chunk is also what /login loads.
// Only "Language" stays there too, for the sign-in screens' language switch. The screen's prepare
// fetches them (one chunk with the other tabs' texts).
export const useSettingsTabTranslation = createTranslationHook('account-settings-tabs', {
  defaultLanguage: 'en',
  resources: {
    en: () => import(/* webpackChunkName: "settings-texts-en" */ './tab-locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "settings-texts-zh-CN" */ './tab-locales/zh-CN.json'),
  },
});
