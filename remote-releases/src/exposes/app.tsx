import { Route } from 'react-router-dom';
import { RemoteRoutes, SuperuserGate, type RemoteMountProps } from '@video-admin/shared-ui';
import { ReleasesPage } from '../releases/pages/releases-page';
import { useReleasesTranslation } from '../i18n';

/** The shell shows this screen once its texts and its gate are here (see RemoteModule.prepare). */
export const prepare = () => Promise.all([useReleasesTranslation.preload(), SuperuserGate.preload()]);

/** One screen, at the mount; any path below it shows the not-found page. */
export default function App(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<ReleasesPage />} />
    </RemoteRoutes>
  );
}
