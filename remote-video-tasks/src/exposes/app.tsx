import { Route, Routes } from 'react-router-dom';
import { Pager, type RemoteMountProps } from 'shared-ui';
import { VideoTasksPage } from '../video-tasks/pages/video-tasks-page';
import { useVideoTasksTranslation } from '../i18n';

/** The shell shows this screen once its texts and its pager are here (see RemoteModule.prepare). */
export const prepare = () => Promise.all([useVideoTasksTranslation.preload(), Pager.preload()]);

/** Routes relative to where the shell mounts this remote. */
export default function App(_props: RemoteMountProps) {
  return (
    <Routes>
      <Route path="*" element={<VideoTasksPage />} />
    </Routes>
  );
}
