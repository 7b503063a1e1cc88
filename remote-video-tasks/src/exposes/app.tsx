import { Route } from 'react-router-dom';
import { Pager, RemoteRoutes, SuperuserGate, type RemoteMountProps } from 'shared-ui';
import { VideoTasksPage } from '../video-tasks/pages/video-tasks-page';
import { useVideoTasksTranslation } from '../i18n';

/** The shell shows this screen once its texts, its gate and its pager are here (see RemoteModule.prepare). */
export const prepare = () => Promise.all([useVideoTasksTranslation.preload(), SuperuserGate.preload(), Pager.preload()]);

/** One screen, at the mount; any path below it shows the not-found page. */
export default function App(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<VideoTasksPage />} />
    </RemoteRoutes>
  );
}
