import type { RemoteMountProps } from 'shared-ui';
import { SignupPage } from '../signup/pages/signup-page';
import { useAccountTranslation } from '../i18n';

/** The shell shows this screen once its texts are here (see RemoteModule.prepare). */
export const prepare = useAccountTranslation.preload;

export default function Signup(_props: RemoteMountProps) {
  return <SignupPage />;
}
