import { Route } from 'react-router-dom';
import { RemoteRoutes, type RemoteMountProps } from '@video-admin/shared-ui';
import { __FeaturePascal__Page } from '../__feature__/pages/__feature__-page';
import { DEFAULT_LANGUAGE, use__FeaturePascal__Translation } from '../i18n';

/** The shell shows this module's screen once its texts are here. */
export const prepare = () => use__FeaturePascal__Translation.preload(DEFAULT_LANGUAGE);

/** One screen, at the mount; any path below it shows the not-found page. */
export default function App(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<__FeaturePascal__Page />} />
    </RemoteRoutes>
  );
}
