// What the frontends use of react-i18next, and all they get of it at run time (shared as the
// 'react-i18next' singleton, see build/shared-modules.cjs and the router's facade next to this
// file). Left out: useTranslation (shared-ui/src/i18n/i18n.ts has a lighter hook), <Trans> and its
// HTML parser, the HOCs, SSR helpers. Need one? Add it here;
// scripts/__tests__/shared-facades.test.ts fails on a name the frontends import but this lacks.
// '@original/react-i18next' is the package itself (an alias in build/webpack-config.cjs): a plain
// 'react-i18next' here would be the shared module, that is, this file.
export { I18nContext, I18nextProvider, initReactI18next } from '@original/react-i18next';
