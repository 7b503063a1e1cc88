import { createTranslationHook } from '@video-admin/shared-ui';

// Two-step sign-in's texts (the Settings tab and the sign-in's second step) are a namespace of
// their own: the account namespace's chunk is also what /login loads first, and it must not grow
// for a step most people never see. /login fetches these only when the server asks for a code.
export const useTwoFactorTranslation = createTranslationHook('account-two-factor', {
  defaultLanguage: 'en',
  resources: {
    en: () => import(/* webpackChunkName: "two-factor-texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "two-factor-texts-zh-CN" */ './locales/zh-CN.json'),
  },
});
