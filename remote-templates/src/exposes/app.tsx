import { Route } from 'react-router-dom';
import { Pager, RemoteRoutes, SafeImage, SuperuserGate, VideoPreview, type RemoteMountProps } from '@video-admin/shared-ui';
import { ALL_TEMPLATES_ALIAS, TABS } from '../model/tabs';
import { prefetchFirstScreen } from '../list/api/first-screen-queries';
import { TemplatesPage } from '../list/pages/templates-page';
import { useTemplatesTranslation } from '../i18n';

/**
 * The shell shows this screen once its texts, its gate, its pager and the media components (the
 * rows' pictures and clips, one chunk) are here, and on a fresh load its first answers, if they
 * come soon (see RemoteModule.prepare).
 */
export const prepare = () =>
  Promise.all([
    useTemplatesTranslation.preload(),
    SuperuserGate.preload(),
    Pager.preload(),
    SafeImage.preload(),
    VideoPreview.preload(),
    prefetchFirstScreen(),
  ]);

/**
 * Routes relative to where the shell mounts this remote (/admin). Each tab has a path:
 * /admin (all templates; /admin/templates too), /admin/pending, /admin/generated,
 * /admin/completion and /admin/published. /admin/video-tasks never reaches here: the shell
 * routes it to its own remote first. Any other path below /admin shows the not-found page.
 */
export default function App({ basePath }: RemoteMountProps) {
  return (
    <RemoteRoutes>
      {TABS.map((tab) =>
        tab.path ? (
          <Route key={tab.id} path={tab.path} element={<TemplatesPage tab={tab.id} basePath={basePath} />} />
        ) : (
          <Route key={tab.id} index element={<TemplatesPage tab={tab.id} basePath={basePath} />} />
        ),
      )}
      <Route path={ALL_TEMPLATES_ALIAS} element={<TemplatesPage tab="all" basePath={basePath} />} />
    </RemoteRoutes>
  );
}
