import type { RemoteMountProps } from 'shared-ui';
import { LoginPage } from '../login/pages/login-page';

export default function Login(_props: RemoteMountProps) {
  return <LoginPage />;
}
