import { Route } from 'react-router-dom';
import { RemoteRoutes, SuperuserGate, type RemoteMountProps } from '@video-admin/shared-ui';
import { DevelopPage } from '../develop/pages/develop-page';
import { useReleasesTranslation } from '../i18n';

/** The shell shows this screen once its texts and its gate are here (see RemoteModule.prepare). */
export const prepare = () => Promise.all([useReleasesTranslation.preload(), SuperuserGate.preload()]);

/** The confirmation a develop link opens, at /admin/releases/develop. */
export default function Develop(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<DevelopPage />} />
    </RemoteRoutes>
  );
}
