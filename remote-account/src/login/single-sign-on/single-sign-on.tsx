import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getRuntimeConfig, useSession } from '@video-admin/shared-ui';
import { exchangeSsoCode } from './exchange-sso-code';
import { useSsoTranslation } from './sso-i18n';

/** Marks the part while it folds the password form away (what the folding rule hangs on, by a name tests can read). */
export const FOLDING = 'sso-folds-password-form';

/** Why a single sign-on did not sign anyone in, as the server's callback names it; 'code' is this page's own (the exchange failed). */
const REASONS = ['off', 'state', 'nonce', 'denied', 'provider', 'email', 'inactive', 'code'] as const;
type Reason = (typeof REASONS)[number];
const reasonOf = (value: string | null): Reason | null =>
  (REASONS as readonly (string | null)[]).includes(value) ? (value as Reason) : null;

const useStyles = makeStyles({
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // While the password form is folded away (or a sign-in is finishing), every field after this
  // part in the sign-in form is hidden, from screen readers too, whatever its own layout says
  // (a field's display is one class as specific as this rule).
  folded: { '& ~ *': { display: 'none !important' } },
  // The reason, in the form's own words and the theme's error colour (what /login already loads: no
  // message bar's code just for this line).
  failure: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * /login's single sign-on: the "Sign in with <provider>" link to the server's start (which sends
 * the browser to the provider), the outcome of a sign-in there (?sso=<one-time code> is traded for
 * the session's token and the dashboard opens; ?sso_error=<reason> says why it failed), and, where
 * single sign-on is the only way in, the password form folded behind a disclosure for the
 * break-glass administrator. Its code and texts load only where it is configured or answering.
 */
export function SingleSignOn() {
  const { t } = useSsoTranslation();
  const styles = useStyles();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { apiUrl, singleSignOn, passwordSignIn } = getRuntimeConfig();
  const [code] = useState(() => params.get('sso'));
  const [failure, setFailure] = useState(() => reasonOf(params.get('sso_error')));
  const [passwordShown, setPasswordShown] = useState(passwordSignIn !== false);
  const exchanged = useRef(false);

  useEffect(() => {
    // The outcome leaves the address at once: the code is never kept in the history or bookmarked.
    if (params.has('sso') || params.has('sso_error'))
      setParams(
        (current) => {
          current.delete('sso');
          current.delete('sso_error');
          return current;
        },
        { replace: true },
      );
    if (!code || exchanged.current) return;
    exchanged.current = true;
    exchangeSsoCode(code).then(
      ({ access_token }) => {
        session.login(access_token);
        navigate('/');
      },
      () => setFailure('code'),
    );
    // Once, with the address the page was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (code && !failure)
    return (
      <Text role="status" align="center" className={mergeClasses(FOLDING, styles.folded)}>
        {t('signingIn')}
      </Text>
    );
  return (
    <div className={mergeClasses(styles.part, !passwordShown && FOLDING, !passwordShown && styles.folded)}>
      {failure ? (
        <Text role="alert" className={styles.failure}>
          {t(`errors.${failure}`)}
        </Text>
      ) : null}
      {singleSignOn ? (
        <Button as="a" appearance={passwordShown ? 'secondary' : 'primary'} href={`${apiUrl}/api/v1/login/oidc`}>
          {t('signIn', { name: singleSignOn.name })}
        </Button>
      ) : null}
      {passwordSignIn === false ? (
        <Button appearance="subtle" aria-expanded={passwordShown} onClick={() => setPasswordShown((shown) => !shown)}>
          {t('usePassword')}
        </Button>
      ) : null}
    </div>
  );
}
