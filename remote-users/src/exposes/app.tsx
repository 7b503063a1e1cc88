import { Route } from 'react-router-dom';
import { Pager, RemoteRoutes, SuperuserGate, type RemoteMountProps } from '@video-admin/shared-ui';
import { UsersPage } from '../users/pages/users-page';
import { USERS_DEFAULT_LANGUAGE, useUsersTranslation } from '../i18n';

/** The shell shows this screen once its texts, its gate and its pager are here (see RemoteModule.prepare). */
export const prepare = () => Promise.all([useUsersTranslation.preload(), SuperuserGate.preload(), Pager.preload(USERS_DEFAULT_LANGUAGE)]);

/** One screen, at the mount; any path below it shows the not-found page. */
export default function App(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<UsersPage />} />
    </RemoteRoutes>
  );
}
