import { Route } from 'react-router-dom';
import { RemoteRoutes, type RemoteMountProps } from '@video-admin/shared-ui';
import { SignupPage } from '../signup/pages/signup-page';
import { useAccountTranslation } from '../i18n';
import { useSignupTranslation } from '../signup/i18n';

/** The shell shows this screen once its texts are here (see RemoteModule.prepare). */
export const prepare = () => Promise.all([useAccountTranslation.preload(), useSignupTranslation.preload()]);

/** One screen, at its mount; any path below it shows the not-found page. */
export default function Signup(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<SignupPage />} />
    </RemoteRoutes>
  );
}
