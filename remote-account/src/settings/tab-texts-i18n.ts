import { createTranslationHook } from '@video-admin/shared-ui';

// The Appearance and Danger zone tabs' texts come with those tabs, not with the account namespace:
// that namespace's chunk is also what /login loads. Only "Language" stays there too, for the sign-in
// screens' language switch.
export const useSettingsTabTranslation = createTranslationHook('account-settings-tabs', {
  defaultLanguage: 'en',
  resources: {
    en: () => import(/* webpackChunkName: "settings-texts-en" */ './tab-locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "settings-texts-zh-CN" */ './tab-locales/zh-CN.json'),
  },
});
