import { Button } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppToast, useSession } from '@video-admin/shared-ui';
import { useAccountTranslation } from '../../i18n';
import { passkeysSupported, passkeyUsedHere } from '../../model/passkey-mark';

const ceremony = () => import(/* webpackChunkName: "passkeys" */ './passkey-ceremony');

/**
 * "Sign in with a passkey" on /login, where the browser has WebAuthn; the rest of it comes on
 * the first press (./passkey-ceremony). Where this browser has used a passkey before, that code
 * comes as the screen opens, and the e-mail field offers passkeys if the browser can.
 */
export function PasskeySignIn() {
  const { t } = useAccountTranslation();
  const outcome = { session: useSession(), navigate: useNavigate(), toast: useAppToast() };
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!passkeysSupported() || !passkeyUsedHere()) return;
    let closed = false;
    const offered = ceremony().then((chunk) => chunk.offerPasskeyAutofill(button.current?.form, outcome, () => closed));
    return () => {
      closed = true;
      void offered.then((stop) => stop());
    };
    // Once, as the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!passkeysSupported()) return null;
  return (
    <Button ref={button} type="button" onClick={() => void ceremony().then((chunk) => chunk.signInWithPasskey(false, outcome))}>
      {t('login.passkey')}
    </Button>
  );
}
