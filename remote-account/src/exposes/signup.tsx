import type { RemoteMountProps } from 'shared-ui';
import { SignupPage } from '../signup/pages/signup-page';

export default function Signup(_props: RemoteMountProps) {
  return <SignupPage />;
}
