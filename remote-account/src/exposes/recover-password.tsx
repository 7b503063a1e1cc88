import type { RemoteMountProps } from 'shared-ui';
import { RecoverPasswordPage } from '../password-recovery/pages/recover-password-page';
import { useAccountTranslation } from '../i18n';

/** The shell shows this screen once its texts are here (see RemoteModule.prepare). */
export const prepare = useAccountTranslation.preload;

export default function RecoverPassword(_props: RemoteMountProps) {
  return <RecoverPasswordPage />;
}
