import type { RemoteMountProps } from 'shared-ui';
import { LoginPage } from '../login/pages/login-page';
import { useAccountTranslation } from '../i18n';

/** The shell shows this screen once its texts are here (see RemoteModule.prepare). */
export const prepare = useAccountTranslation.preload;

export default function Login(_props: RemoteMountProps) {
  return <LoginPage />;
}
