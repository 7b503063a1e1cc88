import type { RemoteMountProps } from 'shared-ui';
import { ResetPasswordPage } from '../password-recovery/pages/reset-password-page';
import { useAccountTranslation } from '../i18n';

/** The shell shows this screen once its texts are here (see RemoteModule.prepare). */
export const prepare = useAccountTranslation.preload;

export default function ResetPassword(_props: RemoteMountProps) {
  return <ResetPasswordPage />;
}
