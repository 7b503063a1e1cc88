import { Route } from 'react-router-dom';
import { Pager, RemoteRoutes, SafeImage, SuperuserGate, VideoPreview, type RemoteMountProps } from '@video-admin/shared-ui';
import { VideoTasksPage } from '../video-tasks/pages/video-tasks-page';
import { useVideoTasksTranslation } from '../i18n';

/**
 * The shell shows this screen once its texts, its gate, its pager and the media components (the
 * rows' pictures and clips, one chunk) are here (see RemoteModule.prepare).
 */
export const prepare = () =>
  Promise.all([useVideoTasksTranslation.preload(), SuperuserGate.preload(), Pager.preload(), SafeImage.preload(), VideoPreview.preload()]);

/** One screen, at the mount; any path below it shows the not-found page. */
export default function App(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<VideoTasksPage />} />
    </RemoteRoutes>
  );
}
