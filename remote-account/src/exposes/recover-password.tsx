import { Route } from 'react-router-dom';
import { RemoteRoutes, type RemoteMountProps } from '@video-admin/shared-ui';
import { RecoverPasswordPage } from '../password-recovery/pages/recover-password-page';
import { usePasswordPagesTranslation } from '../password-recovery/i18n';
import { useAccountTranslation } from '../i18n';

/** The shell shows this screen once its texts are here (see RemoteModule.prepare). */
export const prepare = () => Promise.all([useAccountTranslation.preload(), usePasswordPagesTranslation.preload()]);

/** One screen, at its mount; any path below it shows the not-found page. */
export default function RecoverPassword(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<RecoverPasswordPage />} />
    </RemoteRoutes>
  );
}
