import { getRuntimeConfig, lazyOnFirstUse } from '@video-admin/shared-ui';

let wanted = false;

/**
 * Whether /login needs its single sign-on part: the server has it configured, or the page was
 * opened with the provider's outcome (?sso=<code> or ?sso_error=<reason>). Otherwise none of its
 * code is fetched. Once wanted it stays so: the part takes the outcome out of the address and
 * must stay to show it.
 */
export const ssoWanted = () => (wanted ||= !!getRuntimeConfig().singleSignOn || /[?&]sso(_error)?=/.test(window.location.search));

/** /login's single sign-on part (single-sign-on.tsx), fetched the first time it shows. */
export const LazySingleSignOn = lazyOnFirstUse(() =>
  import(/* webpackChunkName: "single-sign-on" */ './single-sign-on').then((module) => module.SingleSignOn),
);
