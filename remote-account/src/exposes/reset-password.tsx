import type { RemoteMountProps } from 'shared-ui';
import { ResetPasswordPage } from '../password-recovery/pages/reset-password-page';

export default function ResetPassword(_props: RemoteMountProps) {
  return <ResetPasswordPage />;
}
