import type { RemoteMountProps } from 'shared-ui';
import { RecoverPasswordPage } from '../password-recovery/pages/recover-password-page';

export default function RecoverPassword(_props: RemoteMountProps) {
  return <RecoverPasswordPage />;
}
