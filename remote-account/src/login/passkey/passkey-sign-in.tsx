import { Button } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppToast, useSession } from '@video-admin/shared-ui';
import { useAccountTranslation } from '../../i18n';
import { passkeysSupported, passkeyUsedHere } from '../../model/passkey-mark';

const ceremony = () => import(/* webpackChunkName: "passkey-sign-in" */ './passkey-ceremony');

/** The person stopped the browser's dialog, or a newer ceremony replaced this one: nothing to say. */
const stopped = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * "Sign in with a passkey" on /login, where the browser has WebAuthn. Its code comes on the first
 * press. Where this browser has used a passkey here before and offers passkeys in autofill, the
 * e-mail field offers them too (autocomplete "username webauthn"), started as the screen opens.
 */
export function PasskeySignIn() {
  const { t } = useAccountTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useAppToast();
  const button = useRef<HTMLButtonElement>(null);

  const signIn = (autofill: boolean) =>
    ceremony()
      .then(({ signInWithPasskey }) => signInWithPasskey(autofill))
      .then(
        (token) => {
          session.login(token);
          navigate('/');
        },
        (error: unknown) => {
          if (!stopped(error)) toast.error(error);
        },
      );

  useEffect(() => {
    if (!passkeysSupported() || !passkeyUsedHere()) return;
    let closed = false;
    let offered = false;
    void PublicKeyCredential.isConditionalMediationAvailable?.().then((available) => {
      const email = button.current?.form?.querySelector<HTMLInputElement>('input[type="email"]');
      if (!available || closed || !email) return;
      email.autocomplete = 'username webauthn';
      offered = true;
      void signIn(true);
    });
    return () => {
      closed = true;
      if (offered) void ceremony().then(({ cancelPasskeyCeremony }) => cancelPasskeyCeremony());
    };
    // Once, as the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!passkeysSupported()) return null;
  return (
    <Button ref={button} type="button" onClick={() => void signIn(false)}>
      {t('login.passkey')}
    </Button>
  );
}
